import { Button, FormGroup, HTMLTable, InputGroup, type Intent, NonIdealState, Tag } from '@blueprintjs/core';
import {
  addBusinessDays,
  businessDateOf,
  formatLondonDateTime,
  formatPence,
  formatTableBusinessDate,
  manualOrderMessages,
  orderStatusLabels,
  type SupplierOrderRow,
  supplierOrdersDefaultDays,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../identity/queries';
import { BusinessDateInput } from '../../platform/BusinessDateInput';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { useSupplierId } from '../useSupplierId';
import { supplierOrdersQuery } from './queries';
import './supplierOrders.css';
import { PageSteps } from '../../platform/PageSteps';

/** Spec 03 §4's colours: confirmed green, rejected magenta-red, anything still open orange. */
const statusIntent: Record<SupplierOrderRow['status'], Intent> = {
  confirmed: 'success',
  rejected: 'danger',
  adjusted: 'warning',
  received: 'warning',
};

const PAGE_SIZE = 50;

export function SupplierOrdersPage() {
  const id = useId();
  const session = useSession();
  const supplierId = useSupplierId();
  const today = businessDateOf(new Date());
  const [start, setStart] = useState(addBusinessDays(today, -(supplierOrdersDefaultDays - 1)));
  const [end, setEnd] = useState(today);
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const orders = useQuery({ ...supplierOrdersQuery(supplierId, start, end, term, page), enabled: supplierId !== '' });
  if (!session) return null;
  const total = orders.data?.total ?? 0;

  return (
    <div className="supplier-orders">
      <PageHeading
        title="Orders"
        subtitle="Every order your customers place with you. New orders appear as they come in."
      />
      <div className="supplier-orders__filters">
        <FormGroup label="From" labelFor={`${id}-start`}>
          <BusinessDateInput
            id={`${id}-start`}
            value={start}
            maxDate={end}
            onChange={(date) => {
              if (!date) return;
              setStart(date);
              setPage(1);
            }}
          />
        </FormGroup>
        <FormGroup label="To" labelFor={`${id}-end`}>
          <BusinessDateInput
            id={`${id}-end`}
            value={end}
            minDate={start}
            maxDate={today}
            onChange={(date) => {
              if (!date) return;
              setEnd(date);
              setPage(1);
            }}
          />
        </FormGroup>
        <form
          className="supplier-orders__search"
          onSubmit={(event) => {
            event.preventDefault();
            setTerm(typed.trim());
            setPage(1);
          }}
        >
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label="Search orders"
            placeholder="Venue or PO number"
            value={typed}
            onValueChange={(value) => {
              setTyped(value);
              if (value === '') setTerm('');
            }}
          />
          <Button type="submit" text="Search" />
        </form>
      </div>
      {orders.isPending ? (
        <LoadingState label="Loading orders" />
      ) : orders.isError ? (
        <NonIdealState icon="error" title="Orders could not be loaded" description={orders.error.message} />
      ) : total === 0 ? (
        <NonIdealState icon="th-list" title="No orders" description="No orders in these dates." />
      ) : (
        <>
          <p className="supplier-orders__summary">
            {total} orders, {formatPence(orders.data.value)} ex VAT
          </p>
          <div className="supplier-orders__table-wrap">
            <HTMLTable striped className="supplier-orders__table">
              <thead>
                <tr>
                  <th scope="col">Ordered</th>
                  <th scope="col">Venue</th>
                  <th scope="col">PO number</th>
                  <th scope="col">Delivery</th>
                  <th scope="col">Lines</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                  <th scope="col">Placed via</th>
                  <th scope="col">Checklist</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.orders.map((order) => (
                  <tr key={order.orderId}>
                    <td data-label="Ordered">{formatLondonDateTime(order.orderedAt)}</td>
                    <td data-label="Venue">{order.venueTitle}</td>
                    <td data-label="PO number">{order.poNumber ?? '—'}</td>
                    <td data-label="Delivery">{formatTableBusinessDate(order.requiredDeliveryDay)}</td>
                    <td data-label="Lines">{order.lineCount}</td>
                    <td data-label="Total">{formatPence(order.total)}</td>
                    <td data-label="Status">
                      <Tag intent={statusIntent[order.status]}>{orderStatusLabels[order.status]}</Tag>
                    </td>
                    <td data-label="Placed via">{order.placedVia}</td>
                    <td data-label="Checklist">
                      {order.checklistPath === null ? (
                        manualOrderMessages.placedManuallyLabel
                      ) : (
                        <Link to={order.checklistPath}>Checklist</Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <div className="supplier-orders__pager">
            <PageSteps page={page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} onPage={setPage} />
          </div>
        </>
      )}
    </div>
  );
}
