import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { type Allergen, type SupplierProductRow, sortedAllergens, ukAllergens } from '@oms/contracts';
import { useState } from 'react';
import { showErrorToast, showToast } from '../../platform/toaster';
import { useSaveProductAllergens } from './queries';

/**
 * The allergen edit screen: the 14 allergens of one product, ticked by the supplier or an admin. Saving marks
 * the dishes that use the product for review, and their allergens as edited by a user.
 */
export function AllergensDialog({
  supplierId,
  product,
  onClose,
}: {
  supplierId: string;
  product: SupplierProductRow;
  onClose: () => void;
}) {
  const save = useSaveProductAllergens(supplierId);
  const [chosen, setChosen] = useState<ReadonlySet<Allergen>>(new Set(product.allergens ?? []));
  const toggle = (allergen: Allergen) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(allergen)) next.delete(allergen);
      else next.add(allergen);
      return next;
    });
  const submit = () =>
    save.mutate(
      { productId: product.productId, allergens: sortedAllergens(chosen) },
      {
        onSuccess: (answer) => {
          void showToast({ intent: 'success', message: answer.message });
          onClose();
        },
        onError: showErrorToast,
      },
    );
  return (
    <Dialog isOpen onClose={onClose} title={`Allergens of ${product.title}`} icon="warning-sign">
      <DialogBody>
        <fieldset className="supplier-products__allergens">
          <legend>The allergens this product contains</legend>
          {ukAllergens.map((allergen) => (
            <Checkbox
              key={allergen}
              label={allergen}
              checked={chosen.has(allergen)}
              onChange={() => toggle(allergen)}
            />
          ))}
        </fieldset>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text="Save allergens" loading={save.isPending} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
