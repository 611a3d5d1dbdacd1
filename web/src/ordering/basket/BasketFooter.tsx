import { Button } from '@blueprintjs/core';
import { type BasketView, formatPence } from '@oms/contracts';

export function BasketFooter({ basket, onOrderNow }: { basket: BasketView; onOrderNow: () => void }) {
  return (
    <footer className="basket-footer">
      <div className="basket-footer__inner">
        <dl className="basket-footer__summary">
          {/* Spec 01 §6: a venue with prices hidden sees no prices in the basket, totals included. */}
          {!basket.isPricesHidden && (
            <div>
              <dt>Order total</dt>
              <dd className="basket-footer__total">{formatPence(basket.total)}</dd>
            </div>
          )}
          <div>
            <dt className="visually-hidden">Suppliers</dt>
            <dd>{basket.supplierCount} supplier(s)</dd>
          </div>
          <div>
            <dt className="visually-hidden">Products</dt>
            <dd>{basket.productCount} product(s)</dd>
          </div>
        </dl>
        <Button intent="primary" size="large" text="Order Now" icon="send-message" onClick={onOrderNow} />
      </div>
    </footer>
  );
}
