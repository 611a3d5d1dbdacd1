import { Button, Tab, Tabs } from '@blueprintjs/core';
import {
  addBusinessDays,
  businessDateOf,
  formatOrderDate,
  isErrorOf,
  manualOrderMessages,
  orderingErrors,
  orderingMessages,
  ordersReloadDaysAfterManualOrder,
  ordersTooBroad,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { VenueAiOrders } from '../../coPilot/VenueAiOrders';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { useOrderFilters } from '../filters/useOrderFilters';
import { ManualOrderDialog } from '../manualOrder/ManualOrderDialog';
import { type OrdersRange, orderDaysQuery, ordersQuery } from '../queries';
import { OrdersDayPanel } from './OrdersDayPanel';
import { useOverflowingTabs } from './useOverflowingTabs';
import './ordersPage.css';

export function OrdersPage() {
  const { venueId = '' } = useParams();
  const { filters, setFilters } = useOrderFilters();
  const range: OrdersRange = {
    start: filters.start,
    end: filters.end,
    suppliers: filters.suppliers,
    types: filters.types,
  };
  const [chosenDay, setChosenDay] = useState<string>();
  const [addingOrder, setAddingOrder] = useState(false);
  const days = useQuery(orderDaysQuery(venueId, range));

  const heading = (
    <>
      <PageHeading
        title="Orders"
        subtitle="Browse through all your orders and download your daily invoices."
        actions={<Button icon="add" text={manualOrderMessages.openButton} onClick={() => setAddingOrder(true)} />}
      />
      <VenueAiOrders venueId={venueId} />
    </>
  );
  const dialog = (
    <ManualOrderDialog
      venueId={venueId}
      isOpen={addingOrder}
      onClose={() => setAddingOrder(false)}
      onPlaced={(placed) => {
        // Spec 01 §9: after a manual order the orders reload for the last 40 days.
        const today = businessDateOf(new Date());
        setFilters({ start: addBusinessDays(today, -(ordersReloadDaysAfterManualOrder - 1)), end: today });
        setChosenDay(placed.orderedDate);
      }}
    />
  );

  if (days.error) {
    const tooBroad = isErrorOf(days.error, orderingErrors.tooMuchData);
    return (
      <>
        {heading}
        <EmptyState
          icon={tooBroad ? 'search' : 'error'}
          title={tooBroad ? ordersTooBroad.title : 'Your orders could not be loaded'}
          description={tooBroad ? ordersTooBroad.message : days.error.message}
        />
        {dialog}
      </>
    );
  }

  if (!days.data) {
    return (
      <>
        {heading}
        <LoadingState label="Loading orders" />
        {dialog}
      </>
    );
  }

  if (days.data.days.length === 0) {
    return (
      <>
        {heading}
        <EmptyState
          icon="box"
          title={orderingMessages.noOrdersInRange.title}
          description={orderingMessages.noOrdersInRange.message(days.data.start, days.data.end)}
        />
        {dialog}
      </>
    );
  }

  const selectedDay = days.data.days.find((day) => day.date === chosenDay)?.date ?? days.data.days[0]?.date;
  return (
    <>
      {heading}
      <DayTabs days={days.data.days.map((day) => day.date)} selected={selectedDay} onSelect={setChosenDay}>
        {(date) => <OrdersDay venueId={venueId} date={date} range={range} />}
      </DayTabs>
      {dialog}
    </>
  );
}

/**
 * The day tabs, newest first. More days than fit scroll sideways: arrows at either end say so (and
 * scroll), and the chosen day is always brought into view.
 */
function DayTabs({
  days,
  selected,
  onSelect,
  children,
}: {
  days: readonly string[];
  selected: string | undefined;
  onSelect: (date: string) => void;
  children: (date: string) => ReactElement;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const { hidden, scrollBy } = useOverflowingTabs(strip, selected);
  return (
    <div
      ref={strip}
      className={`order-days-strip${hidden.before ? ' order-days-strip--more-before' : ''}${hidden.after ? ' order-days-strip--more-after' : ''}`}
    >
      {hidden.before && (
        <Button
          className="order-days-strip__arrow order-days-strip__arrow--before"
          icon="chevron-left"
          variant="minimal"
          aria-label="Show newer days"
          onClick={() => scrollBy(-1)}
        />
      )}
      <Tabs
        id="order-days"
        className="order-days"
        selectedTabId={selected}
        onChange={(day) => onSelect(String(day))}
        renderActiveTabPanelOnly
      >
        {days.map((date) => (
          <Tab key={date} id={date} title={formatOrderDate(date)} panel={children(date)} />
        ))}
      </Tabs>
      {hidden.after && (
        <Button
          className="order-days-strip__arrow order-days-strip__arrow--after"
          icon="chevron-right"
          variant="minimal"
          aria-label="Show older days"
          onClick={() => scrollBy(1)}
        />
      )}
    </div>
  );
}

/** One day tab reads only its own orders. */
function OrdersDay({ venueId, date, range }: { venueId: string; date: string; range: OrdersRange }) {
  const orders = useQuery({
    ...ordersQuery(venueId, { ...range, start: date, end: date }),
    throwOnError: false,
  });
  if (orders.error) {
    return <EmptyState icon="error" title="These orders could not be loaded" description={orders.error.message} />;
  }
  const day = orders.data?.days[0];
  if (!orders.data) return <LoadingState label="Loading the orders of the day" />;
  if (!day) return <EmptyState icon="box" title="No orders on this day" description="Choose another day." />;
  return <OrdersDayPanel venueId={venueId} day={day} />;
}
