import { Button, Card, Checkbox, Tag } from '@blueprintjs/core';
import { type AiOrderSummary, coPilotMessages, formatLondonDateTime, shownAddress } from '@oms/contracts';

const statusIntent = { approved: 'success', rejected: 'danger', unprocessed: 'none' } as const;
const statusText = { approved: 'Approved', rejected: 'Rejected', unprocessed: 'New' } as const;

/** Spec 03 Co-Pilot, first column: the e-mails, each with a checkbox, sender, date and preview. */
export function NewOrdersColumn({
  orders,
  selectedId,
  checked,
  onSelect,
  onCheck,
  onViewOriginal,
}: {
  orders: AiOrderSummary[];
  selectedId: string | null;
  checked: ReadonlySet<string>;
  onSelect: (aiOrderId: string) => void;
  onCheck: (aiOrderId: string, on: boolean) => void;
  onViewOriginal: (aiOrderId: string) => void;
}) {
  return (
    <section className="co-pilot__column" aria-labelledby="co-pilot-new-orders">
      <h2 id="co-pilot-new-orders" className="bp6-heading co-pilot__column-title">
        New Orders
      </h2>
      {orders.length === 0 ? (
        <p className="co-pilot__empty">{coPilotMessages.noData}</p>
      ) : (
        <ul className="co-pilot__emails">
          {orders.map((order) => (
            <li key={order.aiOrderId}>
              <Card
                className={`co-pilot__email${order.aiOrderId === selectedId ? ' co-pilot__email--selected' : ''}${order.needsReview ? ' co-pilot__email--review' : ''}`}
                interactive
                selected={order.aiOrderId === selectedId}
                onClick={(event) => {
                  // Ticking the box (its label is clicked first) selects for deletion, not for review.
                  if ((event.target as HTMLElement).closest('.co-pilot__email-check')) return;
                  onSelect(order.aiOrderId);
                }}
              >
                <div className="co-pilot__email-top">
                  <Checkbox
                    className="co-pilot__email-check"
                    aria-label={`Select ${order.subject || 'e-mail'}`}
                    checked={checked.has(order.aiOrderId)}
                    onClick={(event) => event.stopPropagation()}
                    onChange={(event) => onCheck(order.aiOrderId, event.currentTarget.checked)}
                  />
                  <button
                    type="button"
                    className="co-pilot__email-subject"
                    aria-pressed={order.aiOrderId === selectedId}
                    onClick={(event) => {
                      event.stopPropagation();
                      onSelect(order.aiOrderId);
                    }}
                  >
                    {order.subject || '(no subject)'}
                  </button>
                  <Tag minimal intent={statusIntent[order.status]}>
                    {statusText[order.status]}
                  </Tag>
                </div>
                {order.needsReview && (
                  <Tag className="co-pilot__review-tag" intent="warning" icon="eye-open">
                    {coPilotMessages.needsReview}
                  </Tag>
                )}
                <div className="co-pilot__email-meta">
                  <span title={shownAddress(order.from)}>{order.fromName ?? shownAddress(order.from)}</span>
                  <time dateTime={order.sentAt}>{formatLondonDateTime(order.sentAt)}</time>
                </div>
                <p className="co-pilot__email-preview">{order.preview}</p>
                <Button
                  size="small"
                  variant="outlined"
                  text="View Original Order"
                  onClick={(event) => {
                    event.stopPropagation();
                    onViewOriginal(order.aiOrderId);
                  }}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
