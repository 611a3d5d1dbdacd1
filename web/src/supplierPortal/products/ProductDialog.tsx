import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import {
  parsePounds,
  pricingUnits,
  type SupplierProductBody,
  type SupplierProductRow,
  supplierProductMessages,
} from '@oms/contracts';
import { useId, useState } from 'react';
import { ApiError } from '../../platform/apiError';
import { showToast } from '../../platform/toaster';
import { useAddProduct, useEditProduct } from './queries';

type Unit = (typeof pricingUnits)[number];

interface Draft {
  title: string;
  sku: string;
  size: string;
  price: string;
  OMSPrice: string;
  UoM: Unit;
  pricedBy: Unit;
  type: string;
  hasVat: boolean;
  GLN: string;
  image: string;
}

const poundsText = (pence: number) => (pence / 100).toFixed(2);

function draftOf(product: SupplierProductRow | null): Draft {
  return {
    title: product?.title ?? '',
    sku: product?.sku ?? '',
    size: product?.size ?? '',
    price: product ? poundsText(product.price) : '',
    OMSPrice: product ? poundsText(product.OMSPrice) : '',
    UoM: product?.UoM ?? 'Each',
    pricedBy: product?.pricedBy ?? product?.UoM ?? 'Each',
    type: product?.type ?? '',
    hasVat: product?.hasVat ?? false,
    GLN: product?.GLN ?? '',
    image: product?.cloudinaryImageId ?? '',
  };
}

/** Spec 03 §5: the required fields' message, and "must be a numeric" beside a number that is not one. */
function checked(draft: Draft): { body: SupplierProductBody | null; problem: string | null; numeric: Set<string> } {
  const numeric = new Set<string>();
  const price = parsePounds(draft.price);
  const OMSPrice = parsePounds(draft.OMSPrice);
  if (draft.price.trim() !== '' && price === null) numeric.add('price');
  if (draft.OMSPrice.trim() !== '' && OMSPrice === null) numeric.add('OMSPrice');
  const missing = [draft.title, draft.sku, draft.size, draft.price, draft.OMSPrice].some((text) => text.trim() === '');
  if (missing) return { body: null, problem: supplierProductMessages.mustBeFilled, numeric };
  if (numeric.size > 0 || price === null || OMSPrice === null) {
    return { body: null, problem: supplierProductMessages.mustBeNumeric, numeric };
  }
  return {
    body: {
      title: draft.title.trim(),
      sku: draft.sku.trim(),
      size: draft.size.trim(),
      price,
      OMSPrice,
      UoM: draft.UoM,
      pricedBy: draft.pricedBy,
      type: draft.type.trim(),
      hasVat: draft.hasVat,
      ...(draft.GLN.trim() ? { GLN: draft.GLN.trim() } : {}),
      ...(draft.image.trim() ? { image: draft.image.trim() } : {}),
    },
    problem: null,
    numeric,
  };
}

export function ProductDialog({
  supplierId,
  supplierTitle,
  product,
  onClose,
}: {
  supplierId: string;
  supplierTitle: string;
  /** null adds a product. */
  product: SupplierProductRow | null;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [problem, setProblem] = useState<string | null>(null);
  const [numeric, setNumeric] = useState<Set<string>>(new Set());
  const add = useAddProduct(supplierId);
  const edit = useEditProduct(supplierId);
  const saving = add.isPending || edit.isPending;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const result = checked(draft);
    setProblem(result.problem);
    setNumeric(result.numeric);
    if (!result.body) return;
    const done = {
      onSuccess: () => {
        void showToast({ intent: 'success', message: product ? 'Product saved' : 'Product added' });
        onClose();
      },
      onError: (error: Error) => setProblem(error instanceof ApiError ? error.message : String(error)),
    };
    if (product) edit.mutate({ productId: product.productId, body: result.body }, done);
    else add.mutate(result.body, done);
  };

  const text = (key: 'title' | 'sku' | 'size' | 'type' | 'GLN' | 'image', label: string, helper?: string) => (
    <FormGroup label={label} labelFor={`${id}-${key}`} helperText={helper}>
      <InputGroup id={`${id}-${key}`} value={draft[key]} onValueChange={(value) => set(key, value)} />
    </FormGroup>
  );
  const money = (key: 'price' | 'OMSPrice', label: string) => (
    <FormGroup
      label={label}
      labelFor={`${id}-${key}`}
      intent={numeric.has(key) ? 'danger' : 'none'}
      helperText={numeric.has(key) ? supplierProductMessages.mustBeNumeric : undefined}
    >
      <InputGroup
        id={`${id}-${key}`}
        leftElement={<span className="supplier-products__currency">£</span>}
        inputMode="decimal"
        intent={numeric.has(key) ? 'danger' : 'none'}
        value={draft[key]}
        onValueChange={(value) => set(key, value)}
      />
    </FormGroup>
  );
  const unit = (key: 'UoM' | 'pricedBy', label: string) => (
    <FormGroup label={label} labelFor={`${id}-${key}`}>
      <HTMLSelect
        id={`${id}-${key}`}
        fill
        value={draft[key]}
        onChange={(event) => set(key, event.currentTarget.value as Unit)}
        options={[...pricingUnits]}
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen
      title={product ? 'Edit product' : 'Add product'}
      onClose={onClose}
      className="supplier-products__dialog"
    >
      <DialogBody>
        <div className="supplier-products__form">
          {text('title', 'Title')}
          {text('sku', 'SKU')}
          {text('size', 'Size')}
          {text('type', 'Type')}
          {money('price', 'Customer price')}
          {money('OMSPrice', 'OMSPrice (supplier price)')}
          {unit('UoM', 'UoM')}
          {unit('pricedBy', 'Priced by')}
          <FormGroup label="Supplier" labelFor={`${id}-supplier`}>
            <InputGroup id={`${id}-supplier`} value={supplierTitle} readOnly disabled />
          </FormGroup>
          {text('GLN', 'GLN', 'Kept only when it is a number')}
          {text('image', 'Image', 'Paste the image URL or its id')}
          <Checkbox
            className="supplier-products__vat"
            checked={draft.hasVat}
            label="VAT applies (20%)"
            onChange={(event) => set('hasVat', event.currentTarget.checked)}
          />
        </div>
        {problem && (
          <Callout intent="danger" role="alert" className="supplier-products__problem">
            {problem}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text={product ? 'Save' : 'Add product'} loading={saving} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
