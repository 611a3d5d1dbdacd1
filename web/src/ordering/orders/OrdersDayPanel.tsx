import { Classes, Icon } from '@blueprintjs/core';
import type { OrdersDay } from '@oms/contracts';
import { Link } from 'react-router-dom';
import { SupplierOrdersCard } from './SupplierOrdersCard';

export function OrdersDayPanel({ venueId, day }: { venueId: string; day: OrdersDay }) {
  return (
    <div className="orders-day">
      <div className="orders-day__actions">
        <Link
          className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
          to={`/v/${encodeURIComponent(venueId)}/invoice/${day.date}`}
        >
          <Icon icon="document" />
          <span className={Classes.BUTTON_TEXT}>View Invoice</span>
        </Link>
      </div>
      {day.groups.map((group) => (
        <SupplierOrdersCard
          key={`${group.supplierId}:${group.poNumber ?? ''}`}
          group={group}
          venueId={venueId}
          orderedDate={day.date}
        />
      ))}
    </div>
  );
}
