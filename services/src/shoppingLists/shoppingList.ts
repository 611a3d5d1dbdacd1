import {
  type ShoppingListEvent,
  shoppingListErrors,
  shoppingListMessages,
  titleCase,
  type VenueProductAdded,
  type VenueProductChanged,
} from '@oms/contracts';
import type { Decider } from '../platform/commands/decider';
import { domainErrorOf } from '../platform/commands/domainError';

type Item = VenueProductAdded & Omit<VenueProductChanged, 'venueId' | 'venueProductId'>;

export interface ShoppingListState {
  items: ReadonlyMap<string, Item>;
}

/** What the catalogue holds about a product, looked up by the route before the command. */
export interface ListedProduct {
  productId: string;
  supplierId: string;
  supplierTitle: string;
  title: string;
  sku: string;
  size: string;
  UoM: string;
  type: string;
  zone: string | null;
}

type Placement = { zone: string; secondaryZone: string; type: string };

export type ShoppingListCommand =
  | {
      type: 'AddVenueProduct';
      venueId: string;
      venueProductId: string;
      product: ListedProduct;
      placement: Placement;
      isFavourite: boolean;
    }
  | {
      type: 'AddCustomProduct';
      venueId: string;
      venueProductId: string;
      product: { title: string; supplierTitle: string; sku: string; size: string; UoM: string; price: number | null };
      placement: Placement;
    }
  | {
      type: 'ChangeVenueProduct';
      venueId: string;
      venueProductId: string;
      placement: Placement;
      monthlyLimit: number | null;
      specialPrice: number | null;
      OMSSpecialPrice: number | null;
    }
  | {
      /** Spec 03 §7: an admin's venue products CSV; products already on the list are left as they are. */
      type: 'ImportVenueProducts';
      venueId: string;
      rows: { venueProductId: string; product: ListedProduct; zone: string; defaultQuantity: number }[];
    }
  | { type: 'ClearVenueProducts'; venueId: string }
  | { type: 'SetFavourite'; venueId: string; venueProductId: string; isFavourite: boolean }
  | { type: 'RemoveVenueProduct'; venueId: string; venueProductId: string };

/** Spec 01 §5: zones and types title-cased and trimmed. */
const placed = (placement: Placement): Placement => ({
  zone: titleCase(placement.zone),
  secondaryZone: titleCase(placement.secondaryZone),
  type: titleCase(placement.type),
});

function evolve(state: ShoppingListState, event: ShoppingListEvent): ShoppingListState {
  const items = new Map(state.items);
  switch (event.type) {
    case 'VenueProductAdded':
      items.set(event.data.venueProductId, {
        ...event.data,
        monthlyLimit: null,
        specialPrice: null,
        OMSSpecialPrice: null,
      });
      break;
    case 'VenueProductChanged': {
      const item = items.get(event.data.venueProductId);
      if (item) items.set(item.venueProductId, { ...item, ...event.data });
      break;
    }
    case 'VenueProductFavouriteSet': {
      const item = items.get(event.data.venueProductId);
      if (item) items.set(item.venueProductId, { ...item, isFavourite: event.data.isFavourite });
      break;
    }
    case 'VenueProductRemoved':
      items.delete(event.data.venueProductId);
      break;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
  return { items };
}

function itemOf(state: ShoppingListState, venueProductId: string): Item {
  const item = state.items.get(venueProductId);
  if (!item) throw domainErrorOf(shoppingListErrors.notListed);
  return item;
}

function checkPrices(prices: Record<string, number | null>): void {
  for (const [field, pence] of Object.entries(prices)) {
    if (pence !== null && !(Number.isInteger(pence) && pence > 0)) {
      throw domainErrorOf(shoppingListErrors.invalidSpecialPrice, {
        fields: { [field]: shoppingListMessages.aboveZero },
      });
    }
  }
}

function decide(command: ShoppingListCommand, state: ShoppingListState): ShoppingListEvent[] {
  switch (command.type) {
    case 'AddVenueProduct': {
      const { product } = command;
      if ([...state.items.values()].some((item) => item.productId === product.productId)) {
        throw domainErrorOf(shoppingListErrors.alreadyListed);
      }
      const placement = placed({
        zone: command.placement.zone || (product.zone ?? ''),
        secondaryZone: command.placement.secondaryZone,
        type: command.placement.type || product.type,
      });
      return [
        {
          type: 'VenueProductAdded',
          data: {
            venueId: command.venueId,
            venueProductId: command.venueProductId,
            productId: product.productId,
            supplierId: product.supplierId,
            supplierTitle: product.supplierTitle,
            title: product.title,
            sku: product.sku,
            size: product.size,
            UoM: product.UoM,
            ...placement,
            isFavourite: command.isFavourite,
            customPrice: null,
          },
        },
      ];
    }
    case 'AddCustomProduct': {
      const title = command.product.title.trim();
      if (title === '') {
        throw domainErrorOf(shoppingListErrors.titleRequired);
      }
      return [
        {
          type: 'VenueProductAdded',
          data: {
            venueId: command.venueId,
            venueProductId: command.venueProductId,
            productId: null,
            supplierId: null,
            supplierTitle: command.product.supplierTitle.trim(),
            title,
            sku: command.product.sku.trim(),
            size: command.product.size.trim(),
            UoM: command.product.UoM.trim(),
            ...placed(command.placement),
            isFavourite: false,
            customPrice: command.product.price,
          },
        },
      ];
    }
    case 'ChangeVenueProduct': {
      const item = itemOf(state, command.venueProductId);
      const monthlyLimit = command.monthlyLimit;
      if (monthlyLimit !== null && !(Number.isInteger(monthlyLimit) && monthlyLimit > 0)) {
        throw domainErrorOf(shoppingListErrors.invalidMonthlyLimit);
      }
      checkPrices({ specialPrice: command.specialPrice, OMSSpecialPrice: command.OMSSpecialPrice });
      const change = {
        ...placed(command.placement),
        monthlyLimit,
        specialPrice: command.specialPrice,
        OMSSpecialPrice: command.OMSSpecialPrice,
      };
      const same = (Object.keys(change) as (keyof typeof change)[]).every((field) => change[field] === item[field]);
      if (same) return [];
      return [
        {
          type: 'VenueProductChanged',
          data: { venueId: command.venueId, venueProductId: command.venueProductId, ...change },
        },
      ];
    }
    case 'SetFavourite': {
      const item = itemOf(state, command.venueProductId);
      if (item.isFavourite === command.isFavourite) return [];
      return [
        {
          type: 'VenueProductFavouriteSet',
          data: { venueId: command.venueId, venueProductId: command.venueProductId, isFavourite: command.isFavourite },
        },
      ];
    }
    case 'ImportVenueProducts': {
      const listed = new Set([...state.items.values()].map((item) => item.productId));
      return command.rows.flatMap(({ venueProductId, product, zone, defaultQuantity }): ShoppingListEvent[] => {
        if (listed.has(product.productId)) return [];
        listed.add(product.productId);
        return [
          {
            type: 'VenueProductAdded',
            data: {
              venueId: command.venueId,
              venueProductId,
              productId: product.productId,
              supplierId: product.supplierId,
              supplierTitle: product.supplierTitle,
              title: product.title,
              sku: product.sku,
              size: product.size,
              UoM: product.UoM,
              ...placed({ zone: zone || (product.zone ?? ''), secondaryZone: '', type: product.type }),
              isFavourite: false,
              customPrice: null,
              defaultQuantity,
            },
          },
        ];
      });
    }
    case 'ClearVenueProducts':
      return [...state.items.keys()].map((venueProductId) => ({
        type: 'VenueProductRemoved' as const,
        data: { venueId: command.venueId, venueProductId },
      }));
    case 'RemoveVenueProduct':
      itemOf(state, command.venueProductId);
      return [
        { type: 'VenueProductRemoved', data: { venueId: command.venueId, venueProductId: command.venueProductId } },
      ];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const shoppingListDecider: Decider<ShoppingListState, ShoppingListCommand, ShoppingListEvent> = {
  initialState: () => ({ items: new Map() }),
  evolve,
  decide,
};
