import { FormGroup, HTMLSelect, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { invoiceUploadMessages, OTHER_SUPPLIER, type UploadedInvoiceView } from '@oms/contracts';
import { useId, useMemo } from 'react';

export interface SupplierChoice {
  supplierId: string;
  title: string;
}

/** The tree's key of an invoice: its supplier's id, or "other" for a typed-in supplier. */
export const supplierKeyOf = (invoice: UploadedInvoiceView) => invoice.supplierId ?? OTHER_SUPPLIER;

/** Spec 02 §2.8 supplier tree filter: the venue's suppliers and Other, each with its invoice count. */
export function SupplierTree({
  suppliers,
  invoices,
  selected,
  onSelect,
  asSelect = false,
}: {
  suppliers: readonly SupplierChoice[];
  invoices: readonly UploadedInvoiceView[];
  selected: string | null;
  onSelect: (supplierId: string | null) => void;
  /** Phones: the same choices as one select, so the list of suppliers does not push the invoices off screen. */
  asSelect?: boolean;
}) {
  const id = useId();
  const nodes = useMemo((): TreeNodeInfo<string>[] => {
    const counts = new Map<string, number>();
    for (const invoice of invoices) counts.set(supplierKeyOf(invoice), (counts.get(supplierKeyOf(invoice)) ?? 0) + 1);
    const choices = [...suppliers, { supplierId: OTHER_SUPPLIER, title: invoiceUploadMessages.other }];
    return choices.map((choice) => ({
      id: choice.supplierId,
      label: choice.title,
      icon: choice.supplierId === OTHER_SUPPLIER ? 'folder-open' : 'office',
      secondaryLabel: String(counts.get(choice.supplierId) ?? 0),
      isSelected: selected === choice.supplierId,
      nodeData: choice.supplierId,
    }));
  }, [suppliers, invoices, selected]);

  if (asSelect) {
    return (
      <FormGroup label="Supplier" labelFor={`${id}-supplier`} className="invoices-dashboard__supplier-select">
        <HTMLSelect
          id={`${id}-supplier`}
          fill
          value={selected ?? ''}
          onChange={(event) => onSelect(event.target.value || null)}
        >
          <option value="">All suppliers</option>
          {nodes.map((node) => (
            <option key={node.id} value={node.nodeData}>
              {`${node.label} (${node.secondaryLabel})`}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    );
  }
  return (
    <nav aria-label="Suppliers" className="invoices-dashboard__tree">
      <Tree<string>
        contents={nodes}
        onNodeClick={(node) => onSelect(node.nodeData === selected ? null : (node.nodeData ?? null))}
      />
    </nav>
  );
}
