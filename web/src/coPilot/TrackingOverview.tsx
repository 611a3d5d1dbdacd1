import { Card } from '@blueprintjs/core';
import type { TrackingOverview as Tracking } from '@oms/contracts';
import { Link } from 'react-router-dom';

const percent = (value: number | null) => (value === null ? '–' : `${value}%`);

/** Spec 03 Co-Pilot: Tracking Overview, and a link to the approved orders. */
export function TrackingOverview({ tracking }: { tracking: Tracking }) {
  const figures: [string, string][] = [
    ['Total', String(tracking.total)],
    ['Approved', String(tracking.approved)],
    ['Rejected', String(tracking.rejected)],
    ['Unprocessed', String(tracking.unprocessed)],
    ['Average Confidence Score', percent(tracking.averageConfidenceScore)],
    ['Correct Order Rate', percent(tracking.correctOrderRate)],
  ];
  return (
    <Card className="co-pilot__tracking" aria-labelledby="co-pilot-tracking">
      <div className="co-pilot__tracking-heading">
        <h2 id="co-pilot-tracking" className="bp6-heading co-pilot__column-title">
          Tracking Overview
        </h2>
        <Link to="/supplier/orders">Approved Orders</Link>
      </div>
      <dl className="co-pilot__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="co-pilot__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
