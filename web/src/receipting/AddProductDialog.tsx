import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { type ManualOrderProduct, type PurchaseOrder, receiptingWords } from '@oms/contracts';
import { useId, useState } from 'react';
import { ProductPicker } from '../ordering/manualOrder/ProductPicker';
import { showErrorToast, showToast } from '../platform/toaster';
import { useAddProduct } from './queries';

/** Spec 02 §2.4 "Add product to order" (60% wide): a product of the PO's supplier that came with the delivery. */
export function AddProductDialog({
  venueId,
  po,
  onClose,
}: {
  venueId: string;
  po: PurchaseOrder;
  onClose: () => void;
}) {
  const id = useId();
  const [product, setProduct] = useState<ManualOrderProduct | null>(null);
  const [quantity, setQuantity] = useState('');
  const add = useAddProduct(venueId);
  const count = Number(quantity);
  // Spec 02 §2.4: OK stays disabled while the quantity is empty or "0".
  const ready =
    product !== null && quantity.trim() !== '' && quantity.trim() !== '0' && Number.isInteger(count) && count >= 1;
  const submit = () => {
    if (!product || !ready) return;
    add.mutate(
      { po, body: { productId: product.productId, quantity: count } },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', message: `${product.title} added to PO ${po.poNumber}` });
          onClose();
        },
        onError: showErrorToast,
      },
    );
  };
  return (
    <Dialog isOpen title={receiptingWords.addProduct} onClose={onClose} className="receipting-add-dialog">
      <DialogBody>
        <ProductPicker
          venueId={venueId}
          supplierId={po.supplierId}
          selected={product}
          excluded={new Set(po.lines.map((line) => line.productId))}
          label="Product"
          onSelect={setProduct}
        />
        <FormGroup label="Quantity" labelFor={`${id}-quantity`}>
          <InputGroup
            id={`${id}-quantity`}
            type="number"
            min={1}
            step={1}
            value={quantity}
            onValueChange={setQuantity}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text={receiptingWords.addProductOk}
              disabled={!ready}
              loading={add.isPending}
              onClick={submit}
            />
          </>
        }
      />
    </Dialog>
  );
}
