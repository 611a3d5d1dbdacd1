import { Tag } from '@blueprintjs/core';

/** A confidence 0..100 as a tag: green from 90 % (the calibrated "right at least 90 % of the time"), amber from 50 %. */
export function ConfidenceTag({ percent }: { percent: number | null }) {
  if (percent === null) return <Tag minimal>Added by hand</Tag>;
  const intent = percent >= 90 ? 'success' : percent >= 50 ? 'warning' : 'danger';
  return (
    <Tag minimal intent={intent} title="Co-Pilot's confidence">
      {percent}%
    </Tag>
  );
}
