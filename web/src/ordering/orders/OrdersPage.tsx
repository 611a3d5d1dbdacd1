import { Tab, Tabs } from '@blueprintjs/core';
import { businessDateOf, formatOrderDate } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { defaultOrdersRange } from '../ordersRange';
import { ordersQuery } from '../queries';
import { OrdersDayPanel } from './OrdersDayPanel';
import './ordersPage.css';
import { EmptyState } from '../../platform/EmptyState';

export function OrdersPage() {
  const { venueId = '' } = useParams();
  const [range] = useState(() => defaultOrdersRange(businessDateOf(new Date())));
  const orders = useQuery(ordersQuery(venueId, range));
  const [chosenDay, setChosenDay] = useState<string>();

  const heading = (
    <PageHeading title="Orders" subtitle="Browse through all your orders and download your daily invoices." />
  );

  if (!orders.data) {
    return (
      <>
        {heading}
        <LoadingState label="Loading orders" />
      </>
    );
  }

  const { days } = orders.data;
  if (days.length === 0) {
    return (
      <>
        {heading}
        <EmptyState
          icon="box"
          title="No orders yet"
          description="Orders you place from the shopping cart appear here."
        />
      </>
    );
  }

  const selectedDay = days.some((day) => day.date === chosenDay) ? chosenDay : days[0]?.date;
  return (
    <>
      {heading}
      <Tabs
        id="order-days"
        className="order-days"
        selectedTabId={selectedDay}
        onChange={(day) => setChosenDay(String(day))}
        renderActiveTabPanelOnly
      >
        {days.map((day) => (
          <Tab
            key={day.date}
            id={day.date}
            title={formatOrderDate(day.date)}
            panel={<OrdersDayPanel venueId={venueId} day={day} />}
          />
        ))}
      </Tabs>
    </>
  );
}
