import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import {
  formatPence,
  isWeighedUoM,
  parsePounds,
  type ReceiptingErrorType,
  type ReceiptingLine,
  receiptingErrors,
  receiptingErrorTypes,
} from '@oms/contracts';
import { useEffect, useId, useState } from 'react';
import type { ReportDraft } from './reportDraft';

interface Fields {
  error: ReceiptingErrorType;
  notes: string;
  quantity: string;
  price: string;
  sku: string;
  size: string;
  title: string;
  weight: string;
}

const fieldsOf = (line: ReceiptingLine, draft: ReportDraft | undefined): Fields => ({
  error: draft?.error ?? (isWeighedUoM(line.UoM) ? 'Weighted item' : 'Damaged'),
  notes: draft?.notes ?? '',
  quantity: String(draft?.quantity ?? line.updatedQuantity ?? line.orderedQuantity),
  price: (((draft?.price ?? line.price) as number) / 100).toFixed(2),
  sku: draft?.sku ?? line.sku,
  size: draft?.size ?? line.size,
  title: draft?.title ?? line.title,
  weight: draft?.weight ? String(draft.weight) : '',
});

type Problems = Partial<Record<keyof Fields, string>>;

function problemsOf(fields: Fields, line: ReceiptingLine): Problems {
  const problems: Problems = {};
  if (fields.error === 'Something Else' && fields.notes.trim() === '') {
    problems.notes = receiptingErrors.commentsRequired.message;
  }
  const quantity = Number(fields.quantity);
  if (fields.quantity.trim() === '' || !Number.isFinite(quantity) || quantity < 0 || quantity > line.orderedQuantity) {
    problems.quantity = `Enter a quantity from 0 to ${line.orderedQuantity}`;
  }
  if (parsePounds(fields.price) === null) problems.price = 'Enter a price of £0 or more';
  if (fields.error === 'Weighted item' && !(Number(fields.weight) > 0)) {
    problems.weight = receiptingErrors.weightRequired.message;
  }
  return problems;
}

/** One line's error report (spec 02 §2.4): type, comments and what was actually delivered. */
export function ReportErrorDialog({
  line,
  draft,
  onClose,
  onReport,
}: {
  line: ReceiptingLine | null;
  draft: ReportDraft | undefined;
  onClose: () => void;
  onReport: (draft: ReportDraft) => void;
}) {
  const id = useId();
  const [fields, setFields] = useState<Fields | null>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setFields(line ? fieldsOf(line, draft) : null);
    setShown(false);
  }, [line, draft]);
  if (!line || !fields) return null;
  const problems = problemsOf(fields, line);
  const visible = shown ? problems : {};
  const set = (name: keyof Fields) => (value: string) => setFields({ ...fields, [name]: value });
  const submit = () => {
    setShown(true);
    if (Object.keys(problems).length > 0) return;
    onReport({
      orderId: line.orderId,
      productId: line.productId,
      error: fields.error,
      notes: fields.notes.trim(),
      quantity: Number(fields.quantity),
      price: parsePounds(fields.price) ?? line.price,
      sku: fields.sku.trim(),
      size: fields.size.trim(),
      title: fields.title.trim(),
      weight: fields.error === 'Weighted item' ? Number(fields.weight) : null,
    });
  };
  const field = (name: keyof Fields, label: string, input: React.ReactNode, helper?: string) => (
    <FormGroup
      label={label}
      labelFor={`${id}-${name}`}
      intent={visible[name] ? 'danger' : 'none'}
      helperText={visible[name] ?? helper}
    >
      {input}
    </FormGroup>
  );
  const text = (name: keyof Fields, extra: Partial<React.ComponentProps<typeof InputGroup>> = {}) => (
    <InputGroup
      id={`${id}-${name}`}
      value={fields[name]}
      onValueChange={set(name)}
      intent={visible[name] ? 'danger' : 'none'}
      {...extra}
    />
  );
  return (
    <Dialog isOpen title={`Report an error: ${line.title}`} onClose={onClose} className="receipting-dialog">
      <DialogBody>
        {field(
          'error',
          'Error',
          <HTMLSelect
            id={`${id}-error`}
            fill
            value={fields.error}
            onChange={(event) => set('error')(event.currentTarget.value)}
            options={[...receiptingErrorTypes]}
          />,
        )}
        {field(
          'notes',
          'Comments',
          <TextArea
            id={`${id}-notes`}
            fill
            value={fields.notes}
            onChange={(event) => set('notes')(event.currentTarget.value)}
            intent={visible.notes ? 'danger' : 'none'}
          />,
        )}
        <div className="receipting-dialog__pair">
          {field(
            'quantity',
            'Updated quantity',
            text('quantity', { type: 'number', min: 0, max: line.orderedQuantity, step: 'any' }),
            `Ordered ${line.orderedQuantity}`,
          )}
          {field('price', 'Price (£)', text('price', { inputMode: 'decimal' }), `Was ${formatPence(line.price)}`)}
        </div>
        {fields.error === 'Weighted item' &&
          field('weight', 'Weight (Kg)', text('weight', { type: 'number', min: 0, step: 'any' }))}
        <div className="receipting-dialog__pair">
          {field('sku', 'SKU', text('sku'))}
          {field('size', 'Size', text('size'))}
        </div>
        {field('title', 'Title', text('title'))}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text="Report" onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
