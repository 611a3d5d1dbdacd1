import { orderingMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../platform/LoadingState';
import { PageHeading } from '../../platform/PageHeading';
import { OrderProductsDialog } from '../orderModal/OrderProductsDialog';
import { basketQuery } from '../queries';
import { BasketFooter } from './BasketFooter';
import { SupplierBasketCard } from './SupplierBasketCard';
import './basketPage.css';
import { EmptyState } from '../../platform/EmptyState';

export function BasketPage() {
  const { venueId = '' } = useParams();
  const basket = useQuery(basketQuery(venueId));
  const [isOrdering, setOrdering] = useState(false);

  if (!basket.data) {
    return (
      <>
        <PageHeading title="Shopping Cart" />
        <LoadingState label="Loading your shopping cart" />
      </>
    );
  }

  if (basket.data.groups.length === 0) {
    return (
      <>
        <PageHeading title="Shopping Cart" />
        <EmptyState
          icon="shopping-cart"
          title={orderingMessages.emptyBasket.title}
          description={orderingMessages.emptyBasket.message}
        />
      </>
    );
  }

  return (
    <div className="basket-page">
      <PageHeading title="Shopping Cart" />
      <div className="basket-groups">
        {basket.data.groups.map((group) => (
          <SupplierBasketCard
            key={group.supplierId}
            venueId={venueId}
            group={group}
            isPricesHidden={basket.data.isPricesHidden}
          />
        ))}
      </div>
      <BasketFooter basket={basket.data} onOrderNow={() => setOrdering(true)} />
      <OrderProductsDialog
        venueId={venueId}
        basket={basket.data}
        isOpen={isOrdering}
        onClose={() => setOrdering(false)}
      />
    </div>
  );
}
