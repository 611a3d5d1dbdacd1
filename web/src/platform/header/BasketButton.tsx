import { Classes, Icon, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { basketQuery } from '../../ordering/queries';

export function BasketButton({ venueId }: { venueId: string }) {
  const basket = useQuery({ ...basketQuery(venueId), throwOnError: false });
  const itemCount = basket.data?.itemCount ?? 0;
  return (
    <Link
      to={`/v/${encodeURIComponent(venueId)}/purchasing/basket`}
      className={`${Classes.BUTTON} ${Classes.MINIMAL} basket-button`}
    >
      <Icon icon="shopping-cart" />
      <span className="basket-button__text">Shopping Cart</span>
      <Tag round intent="primary" className="basket-button__badge" data-testid="basket-item-count">
        {itemCount}
        <span className="visually-hidden"> {itemCount === 1 ? 'item' : 'items'}</span>
      </Tag>
    </Link>
  );
}
