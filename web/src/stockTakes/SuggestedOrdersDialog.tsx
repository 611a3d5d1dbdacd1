import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { formatOrderDate, formatPence, formatQuantity, type SuggestedOrders } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingState } from '../platform/LoadingState';
import { showErrorToast, showToast } from '../platform/toaster';
import { suggestedOrdersQuery, useBasketFromSuggestion } from './queries';

type SuggestedOrder = SuggestedOrders['orders'][number];

function OrderCard({ venueId, order }: { venueId: string; order: SuggestedOrder }) {
  const toBasket = useBasketFromSuggestion(venueId);
  const [added, setAdded] = useState(false);
  const add = () =>
    toBasket.mutate(order, {
      onSuccess: () => {
        setAdded(true);
        void showToast({
          intent: 'success',
          message: `${order.supplierTitle}: ${order.lines.length} products added to the basket`,
        });
      },
      onError: showErrorToast,
    });
  return (
    <Card className="stock-take__suggestion">
      <div className="stock-take__suggestion-heading">
        <h3 className="bp6-heading">{order.supplierTitle}</h3>
        <span>
          Delivery {formatOrderDate(order.deliveryDate)} · {formatPence(order.total)}
        </span>
      </div>
      {order.toppedUpToMinimum && (
        <p className="stock-take__details">Raised to reach the minimum order of {formatPence(order.minOrderValue)}.</p>
      )}
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Expected on delivery</th>
            <th scope="col">Par</th>
            <th scope="col">Order</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td>{line.title}</td>
              <td>{formatQuantity(line.expectedOnDelivery)}</td>
              <td>{formatQuantity(line.parLevel)}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {added ? (
        <Link to={`/v/${encodeURIComponent(venueId)}/purchasing/basket`}>Open the basket</Link>
      ) : (
        <Button intent="primary" icon="shopping-cart" text="Add to basket" loading={toBasket.isPending} onClick={add} />
      )}
    </Card>
  );
}

/** Baskets back to par from this count, per supplier, on the next delivery its cut-off still allows. */
export function SuggestedOrdersDialog({
  venueId,
  stockTakeId,
  onClose,
}: {
  venueId: string;
  stockTakeId: string;
  onClose: () => void;
}) {
  const suggested = useQuery(suggestedOrdersQuery(venueId, stockTakeId));
  return (
    <Dialog isOpen title="Suggested orders" onClose={onClose} className="stock-take__dialog">
      <DialogBody>
        {suggested.isPending ? (
          <LoadingState label="Working out suggested orders" />
        ) : suggested.isError ? (
          <Callout intent="danger">{suggested.error.message}</Callout>
        ) : suggested.data.orders.length === 0 ? (
          <Callout intent="primary" title="Nothing to order">
            Set a par level on the products you reorder and save: each is then ordered back to par, from the usage per
            day since the previous count, on each supplier's next delivery.
          </Callout>
        ) : (
          <>
            <p>
              From the count of {formatOrderDate(suggested.data.countedOn)}: what each product is expected to hold by
              the next delivery, ordered in whole units back to its par level.
            </p>
            {suggested.data.orders.map((order) => (
              <OrderCard key={order.supplierId} venueId={venueId} order={order} />
            ))}
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
