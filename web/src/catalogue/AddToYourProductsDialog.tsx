import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { CatalogueRow } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { NoticeCallout } from '../platform/NoticeCallout';
import { showToast } from '../platform/toaster';
import { type Placement, PlacementFields } from '../shoppingLists/PlacementFields';
import { shoppingListQuery, useAddVenueProduct } from '../shoppingLists/queries';

/** Spec 01 §2: the catalogue's 'Add to your products' form, putting a product on the venue's shopping list. */
export function AddToYourProductsDialog({
  venueId,
  product,
  onClose,
}: {
  venueId: string;
  product: CatalogueRow | null;
  onClose: () => void;
}) {
  const list = useQuery(shoppingListQuery(venueId));
  const addProduct = useAddVenueProduct(venueId);
  const [placement, setPlacement] = useState<Placement>({ zone: '', secondaryZone: '', type: '' });
  const [isFavourite, setIsFavourite] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!product || addProduct.isPending) return;
    addProduct.mutate(
      { productId: product.productId, ...placement, isFavourite },
      {
        onSuccess: () => {
          onClose();
          void showToast({ intent: 'success', icon: 'tick', message: `${product.title} added to your products` });
        },
      },
    );
  };

  return (
    <Dialog
      title="Add to your products"
      icon="add-to-artifact"
      isOpen={product !== null}
      onClose={onClose}
      onOpening={() => {
        setPlacement({ zone: product?.zone ?? '', secondaryZone: '', type: product?.type ?? '' });
        setIsFavourite(false);
        addProduct.reset();
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {product && (
            <p>
              <strong>{product.title}</strong> · {product.size} · {product.supplierTitle}
            </p>
          )}
          {addProduct.error && (
            <NoticeCallout intent="danger" role="alert" title="The product could not be added">
              {addProduct.error.message}
            </NoticeCallout>
          )}
          <PlacementFields value={placement} onChange={setPlacement} secondaryZones={list.data?.secondaryZones ?? []} />
          <Checkbox
            label="Favourite"
            checked={isFavourite}
            onChange={(event) => setIsFavourite(event.currentTarget.checked)}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="minimal" onClick={onClose} />
              <Button type="submit" intent="primary" text="Add" loading={addProduct.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
