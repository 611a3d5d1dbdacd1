import { Button, Card, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { invoiceUploadMessages, OTHER_SUPPLIER, type VenueSupplierView } from '@oms/contracts';
import type { InvoiceUploadDraft } from './invoiceUploadForm';

/** One chosen file's details (spec 02 §2.8): supplier or Other with its name, PO number, total and comment. */
export function InvoiceFileFields({
  id,
  draft,
  suppliers,
  problem,
  onEdit,
  onRemove,
}: {
  /** Unique per file: the fields' ids start with it. */
  id: string;
  draft: InvoiceUploadDraft;
  suppliers: readonly VenueSupplierView[];
  /** What still blocks the upload, once the user has tried to upload. */
  problem: string | null;
  onEdit: (change: Partial<InvoiceUploadDraft>) => void;
  onRemove: () => void;
}) {
  const field = (name: string) => `${id}-${name}`;
  return (
    <Card className="add-invoices__file" compact>
      <div className="add-invoices__file-head">
        <strong className="add-invoices__file-name">{draft.file.name}</strong>
        <Button variant="minimal" icon="cross" aria-label={`Remove ${draft.file.name}`} onClick={onRemove} />
      </div>
      <div className="add-invoices__grid">
        <FormGroup
          label="Supplier"
          labelFor={field('supplier')}
          intent={problem && !draft.supplierId ? 'danger' : 'none'}
          helperText={problem && !draft.supplierId ? problem : undefined}
        >
          <HTMLSelect
            id={field('supplier')}
            fill
            value={draft.supplierId}
            onChange={(event) => onEdit({ supplierId: event.target.value })}
          >
            <option value="">Choose a supplier…</option>
            {suppliers.map((supplier) => (
              <option key={supplier.supplierId} value={supplier.supplierId}>
                {supplier.supplierTitle}
              </option>
            ))}
            <option value={OTHER_SUPPLIER}>{invoiceUploadMessages.other}</option>
          </HTMLSelect>
        </FormGroup>
        {draft.supplierId === OTHER_SUPPLIER && (
          <FormGroup
            label="Supplier name"
            labelFor={field('other')}
            intent={problem && !draft.otherSupplierTitle.trim() ? 'danger' : 'none'}
            helperText={problem && !draft.otherSupplierTitle.trim() ? problem : undefined}
          >
            <InputGroup
              id={field('other')}
              value={draft.otherSupplierTitle}
              maxLength={200}
              onValueChange={(value) => onEdit({ otherSupplierTitle: value })}
            />
          </FormGroup>
        )}
        <FormGroup label="PO number" labelFor={field('po')} labelInfo="(optional)">
          <InputGroup
            id={field('po')}
            value={draft.purchaseOrderNumber}
            maxLength={60}
            onValueChange={(value) => onEdit({ purchaseOrderNumber: value })}
          />
        </FormGroup>
        <FormGroup
          label={invoiceUploadMessages.totalLabel}
          labelFor={field('total')}
          labelInfo="(optional)"
          intent={problem && draft.supplierId && problem.startsWith('Enter') ? 'danger' : 'none'}
          helperText={problem && draft.supplierId && problem.startsWith('Enter') ? problem : undefined}
        >
          <InputGroup
            id={field('total')}
            value={draft.total}
            inputMode="decimal"
            placeholder="0.00"
            onValueChange={(value) => onEdit({ total: value })}
          />
        </FormGroup>
      </div>
      <FormGroup label="Comment" labelFor={field('comment')} labelInfo="(optional)">
        <TextArea
          id={field('comment')}
          fill
          rows={2}
          maxLength={1000}
          value={draft.comment}
          onChange={(event) => onEdit({ comment: event.target.value })}
        />
      </FormGroup>
    </Card>
  );
}
