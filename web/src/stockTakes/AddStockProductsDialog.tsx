import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Switch,
  Tab,
  Tabs,
} from '@blueprintjs/core';
import { type ManualOrderProduct, parsePounds, type StockTakeSheetLine, stockTakeMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ProductPicker } from '../ordering/manualOrder/ProductPicker';
import { manualOrderSuppliersQuery } from '../ordering/manualOrder/queries';
import { showToast } from '../platform/toaster';
import type { PendingLine } from './sheetEdits';

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `new-${nextKey}`;
};

const emptyLine = (key: string): StockTakeSheetLine => ({
  lineId: key,
  productId: null,
  supplierId: null,
  title: '',
  type: '',
  size: '',
  UoM: '',
  supplierTitle: '',
  sku: '',
  price: 0,
  OMSPrice: null,
  hasVat: false,
  lastQuantity: 0,
  inStock: 0,
  wastage: 0,
  parLevel: null,
  onSheet: false,
  received: 0,
  receivedSource: null,
  usage: 0,
  usageValue: 0,
  flag: null,
});

/** A count field: digits with an optional decimal part, never below 0 (spec 02 §5). */
const countOf = (text: string) => {
  const value = Number(text.trim() === '' ? '0' : text);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

function FromSuppliers({
  venueId,
  counted,
  onAdd,
}: {
  venueId: string;
  counted: ReadonlySet<string>;
  onAdd: (item: PendingLine) => void;
}) {
  const id = useId();
  const suppliers = useQuery(manualOrderSuppliersQuery(venueId));
  const [supplierId, setSupplierId] = useState('');
  const [product, setProduct] = useState<ManualOrderProduct | null>(null);
  const [inStock, setInStock] = useState('');
  const supplier = suppliers.data?.suppliers.find((entry) => entry.supplierId === supplierId);
  const count = countOf(inStock);
  const add = () => {
    if (!product || !supplier || count === null) return;
    const key = newKey();
    onAdd({
      key,
      toAdd: { productId: product.productId, inStock: count, wastage: 0 },
      line: {
        ...emptyLine(key),
        productId: product.productId,
        supplierId: supplier.supplierId,
        title: product.title,
        type: product.type,
        size: product.size,
        UoM: product.UoM,
        supplierTitle: supplier.title,
        sku: product.sku,
        price: product.OMSPrice,
        hasVat: product.hasVat,
        inStock: count,
      },
    });
    void showToast({ intent: 'success', message: `${product.title} added: save changes to keep it` });
    setProduct(null);
    setInStock('');
  };
  return (
    <>
      <FormGroup label="Supplier" labelFor={`${id}-supplier`}>
        <HTMLSelect
          id={`${id}-supplier`}
          value={supplierId}
          onChange={(event) => setSupplierId(event.currentTarget.value)}
          fill
        >
          <option value="">Choose a supplier</option>
          {(suppliers.data?.suppliers ?? []).map((entry) => (
            <option key={entry.supplierId} value={entry.supplierId}>
              {entry.title}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {supplierId && (
        <ProductPicker
          venueId={venueId}
          supplierId={supplierId}
          selected={product}
          excluded={counted}
          label="Product"
          onSelect={setProduct}
        />
      )}
      <FormGroup label="In stock" labelFor={`${id}-in-stock`}>
        <InputGroup id={`${id}-in-stock`} type="number" min={0} step="any" value={inStock} onValueChange={setInStock} />
      </FormGroup>
      <Button intent="primary" icon="add" text="Add product" disabled={!product || count === null} onClick={add} />
    </>
  );
}

function NewStockProduct({ onAdd }: { onAdd: (item: PendingLine) => void }) {
  const id = useId();
  const [fields, setFields] = useState({
    title: '',
    supplierTitle: '',
    price: '',
    size: '',
    UoM: '',
    inStock: '',
    wastage: '',
  });
  // Spec 02 §3 stock take product hasVat: its stock and wastage values carry 20 % VAT when set.
  const [hasVat, setHasVat] = useState(false);
  const [missing, setMissing] = useState(false);
  const set = (field: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const add = () => {
    const price = parsePounds(fields.price);
    const inStock = countOf(fields.inStock);
    const wastage = countOf(fields.wastage);
    // Spec 02 §5: title, supplier and a price above 0.
    if (
      !fields.title.trim() ||
      !fields.supplierTitle.trim() ||
      !price ||
      price <= 0 ||
      inStock === null ||
      wastage === null
    ) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const key = newKey();
    const toAdd = {
      title: fields.title.trim(),
      supplierTitle: fields.supplierTitle.trim(),
      price,
      size: fields.size.trim(),
      UoM: fields.UoM.trim(),
      hasVat,
      inStock,
      wastage,
    };
    onAdd({ key, toAdd, line: { ...emptyLine(key), ...toAdd } });
    void showToast({ intent: 'success', message: `${toAdd.title} added: save changes to keep it` });
    setFields({ title: '', supplierTitle: '', price: '', size: '', UoM: '', inStock: '', wastage: '' });
    setHasVat(false);
  };
  const field = (name: keyof typeof fields, label: string, type = 'text') => (
    <FormGroup label={label} labelFor={`${id}-${name}`}>
      <InputGroup
        id={`${id}-${name}`}
        type={type}
        min={type === 'number' ? 0 : undefined}
        step="any"
        value={fields[name]}
        onValueChange={set(name)}
      />
    </FormGroup>
  );
  return (
    <>
      {missing && (
        <Callout intent="danger" title={stockTakeMessages.fillRequiredFields} className="stock-take__dialog-callout">
          {stockTakeMessages.requiredFieldsDescription}
        </Callout>
      )}
      <div className="stock-take__new-product">
        {field('title', 'Title')}
        {field('supplierTitle', 'Supplier title')}
        {field('price', 'Price (£)')}
        {field('size', 'Size')}
        {field('UoM', 'Unit of measure')}
        {field('inStock', 'In stock', 'number')}
        {field('wastage', 'Wastage', 'number')}
        <Switch
          className="stock-take__vat"
          label="VAT applies (20%)"
          checked={hasVat}
          onChange={(event) => setHasVat(event.currentTarget.checked)}
        />
      </div>
      <Button intent="primary" icon="add" text="Add stock product" onClick={add} />
    </>
  );
}

/** Add products: one of the venue's catalogue products, or a stock product typed in; held until Save changes. */
export function AddStockProductsDialog({
  venueId,
  counted,
  onAdd,
  onClose,
}: {
  venueId: string;
  counted: ReadonlySet<string>;
  onAdd: (item: PendingLine) => void;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen title={stockTakeMessages.addProducts} onClose={onClose} className="stock-take__dialog">
      <DialogBody>
        <Tabs id="add-stock-products" renderActiveTabPanelOnly>
          <Tab
            id="suppliers"
            title="From your suppliers"
            panel={<FromSuppliers venueId={venueId} counted={counted} onAdd={onAdd} />}
          />
          <Tab id="new" title="New stock product" panel={<NewStockProduct onAdd={onAdd} />} />
        </Tabs>
      </DialogBody>
      <DialogFooter actions={<Button text="Done" onClick={onClose} />} />
    </Dialog>
  );
}
