import { Card, H2, Tag } from '@blueprintjs/core';
import { formatLondonDateTime, type RetentionDeletionView, retentionMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { retentionDeletionsQuery } from './retentionQueries';
import './retention.css';

const what = (deletion: RetentionDeletionView) =>
  deletion.kind === 'coPilotEmail' ? retentionMessages.coPilotEmail : deletion.kind;

/** Beside the deletion requests: what the retention schedule deleted on its own, newest first. */
export function RetentionDeletionsSection() {
  const deletions = useQuery(retentionDeletionsQuery);
  return (
    <section className="subject-access-section" aria-labelledby="retention-title">
      <H2 id="retention-title" className="subject-access-section__title">
        {retentionMessages.title}
      </H2>
      <p className="subject-access-section__intro">
        {retentionMessages.subtitle}
        {deletions.data && ` Co-Pilot e-mails are kept ${deletions.data.keepDays} days after the order is decided.`}
      </p>
      {!deletions.data ? (
        <LoadingState label="Loading retention deletions" />
      ) : deletions.data.deletions.length === 0 ? (
        <EmptyState
          icon="time"
          title={retentionMessages.empty}
          description="Co-Pilot e-mails are listed here once deleted after their keep time."
        />
      ) : (
        <ul className="data-deletion-list" aria-label={retentionMessages.title}>
          {deletions.data.deletions.map((deletion) => (
            <li key={deletion.deletionId}>
              <Card className="data-deletion-card">
                <div className="data-deletion-card__head">
                  <strong>{what(deletion)}</strong>
                  <Tag intent="success" className="retention-deletion__tag">
                    Deleted
                  </Tag>
                </div>
                <dl className="data-deletion-card__details">
                  <dt>Supplier</dt>
                  <dd>{deletion.supplierTitle}</dd>
                  <dt>Order decided</dt>
                  <dd>{formatLondonDateTime(deletion.decidedAt)}</dd>
                  <dt>Deleted</dt>
                  <dd>
                    {formatLondonDateTime(deletion.deletedAt)}, after {deletion.keepDays} days ({deletion.files}{' '}
                    {deletion.files === 1 ? 'file' : 'files'})
                  </dd>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
