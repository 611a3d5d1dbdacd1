import { Spinner } from '@blueprintjs/core';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <Spinner aria-label={label} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
