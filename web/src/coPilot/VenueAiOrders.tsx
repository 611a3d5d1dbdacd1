import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { formatLondonDateTime, formatOrderDate, type VenueAiOrderSummary } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { venueAiOrdersQuery } from './queries';
import './venueAiOrders.css';

/** The latest few; the rest on demand, so the day's orders below stay in view. */
const SHOWN_AT_FIRST = 5;

const statusIntent = { approved: 'success', rejected: 'danger', unprocessed: 'warning' } as const;
const statusText = { approved: 'Approved', rejected: 'Rejected', unprocessed: 'Waiting for the supplier' } as const;

/**
 * Purchasing, the venue's side of Co-Pilot: the orders its suppliers' Co-Pilot read from the
 * venue's e-mails, and what each supplier decided. Shown only when there is one.
 */
export function VenueAiOrders({ venueId }: { venueId: string }) {
  const orders = useQuery(venueAiOrdersQuery(venueId));
  const [showAll, setShowAll] = useState(false);
  if (!orders.data || orders.data.orders.length === 0) return null;
  const all = orders.data.orders;
  const shown = showAll ? all : all.slice(0, SHOWN_AT_FIRST);
  return (
    <Card className="venue-ai-orders" aria-labelledby="venue-ai-orders-title">
      <h2 id="venue-ai-orders-title" className="bp6-heading venue-ai-orders__title">
        Orders sent by e-mail
      </h2>
      <p className="venue-ai-orders__intro">Read by your suppliers' Co-Pilot from your e-mails.</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboards must reach it. */}
      <section className="venue-ai-orders__scroll" aria-label="Orders sent by e-mail" tabIndex={0}>
        <HTMLTable compact striped className="venue-ai-orders__table">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Supplier</th>
              <th scope="col">Delivery</th>
              <th scope="col">Order</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((order) => (
              <VenueAiOrderRow key={order.aiOrderId} order={order} />
            ))}
          </tbody>
        </HTMLTable>
      </section>
      {all.length > SHOWN_AT_FIRST && (
        <Button
          className="venue-ai-orders__more"
          variant="minimal"
          icon={showAll ? 'chevron-up' : 'chevron-down'}
          text={showAll ? 'Show fewer' : `Show all ${all.length}`}
          onClick={() => setShowAll(!showAll)}
        />
      )}
    </Card>
  );
}

function VenueAiOrderRow({ order }: { order: VenueAiOrderSummary }) {
  return (
    <tr>
      <td>
        {order.subject || '(no subject)'}
        <time className="venue-ai-orders__sent" dateTime={order.sentAt}>
          {formatLondonDateTime(order.sentAt)}
        </time>
      </td>
      <td>{order.supplierTitle}</td>
      <td>{order.deliveryDate ? formatOrderDate(order.deliveryDate) : 'Next delivery day'}</td>
      <td>
        {order.lineCount} line{order.lineCount === 1 ? '' : 's'}
      </td>
      <td>
        <Tag minimal intent={statusIntent[order.status]}>
          {statusText[order.status]}
        </Tag>
        {order.feedback && <span className="venue-ai-orders__feedback">{order.feedback}</span>}
      </td>
    </tr>
  );
}
