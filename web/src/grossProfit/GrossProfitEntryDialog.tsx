import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import {
  type BusinessDate,
  formatOrderDate,
  formatPence,
  grossProfitErrors,
  grossProfitMessages,
  isErrorOf,
  parsePounds,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { newIdempotencyKey } from '../ordering/orderModal/idempotencyKey';
import { ApiError } from '../platform/apiError';
import { BusinessDateInput } from '../platform/BusinessDateInput';
import { showToast } from '../platform/toaster';
import { type GrossProfitEntryKind, grossProfitQuery, useRecordGrossProfitEntry } from './queries';

const titles: Record<
  GrossProfitEntryKind,
  { title: string; amount: string; icon: 'bank-account' | 'document' | 'timeline-line-chart' }
> = {
  sales: { title: 'Add sales', amount: 'Sales (£)', icon: 'bank-account' },
  misc: { title: 'Add miscellaneous cost', amount: 'Amount (£)', icon: 'document' },
  forecast: { title: 'Add forecast', amount: 'Forecasted sales (£)', icon: 'timeline-line-chart' },
};

interface Errors {
  date?: string;
  amount?: string;
  text?: string;
}

/**
 * One dialog for the three entries (spec 02 §2.10): a date (up to today for sales and misc costs, any day for a
 * forecast), an amount, and for a misc cost what it was.
 */
export function GrossProfitEntryDialog({
  venueId,
  kind,
  today,
  initialDate,
  onClose,
  onPlanLimit,
}: {
  venueId: string;
  kind: GrossProfitEntryKind | null;
  today: BusinessDate;
  initialDate: BusinessDate;
  onClose: () => void;
  onPlanLimit: () => void;
}) {
  const id = useId();
  const record = useRecordGrossProfitEntry(venueId);
  const [date, setDate] = useState<BusinessDate | ''>(initialDate);
  const [amount, setAmount] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // One key per entry: Save pressed again after a failure reuses it, any edit or a new entry replaces it.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const edited = () => setIdempotencyKey(newIdempotencyKey());
  useEffect(() => {
    if (kind) {
      setDate(initialDate);
      setAmount('');
      setText('');
      setErrors({});
      setIdempotencyKey(newIdempotencyKey());
    }
  }, [kind, initialDate]);
  const shown = kind ?? 'sales';
  // A forecast is for days to come; sales and costs are for days that have happened.
  const latestDate = shown === 'forecast' ? undefined : today;
  const existingDay = useQuery({
    ...grossProfitQuery(venueId, { from: date || today, to: date || today }),
    enabled: kind === 'sales' && date !== '' && date <= today,
  });
  const existingSales =
    kind === 'sales' && date !== ''
      ? (existingDay.data?.days.find((day) => day.date === date)?.salesPence ?? null)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return;
    const found: Errors = {};
    // Spec 02 §5: the figure is sent as a number (pence here); typed pounds like 1,234.50 are read as such.
    const pence = parsePounds(amount.replaceAll(',', ''));
    if (!date) found.date = errors.date ?? 'Choose a date';
    else if (latestDate && date > latestDate) found.date = grossProfitErrors.futureDate.message;
    if (pence === null) found.amount = 'Enter an amount in pounds, for example 1250.00';
    else if (kind === 'misc' && pence === 0) found.amount = 'Enter an amount above £0.00';
    if (kind === 'misc' && !text.trim()) found.text = 'Describe the cost';
    setErrors(found);
    if (Object.keys(found).length > 0 || !date || pence === null) return;
    const entry =
      kind === 'sales'
        ? { kind, body: { date, salesPence: pence } }
        : kind === 'misc'
          ? { kind, body: { date, text: text.trim(), amountPence: pence } }
          : { kind, body: { date, forecastPence: pence } };
    record.mutate(
      { entry, idempotencyKey },
      {
        onSuccess: (answer) => {
          void showToast({ intent: 'success', message: answer.message });
          onClose();
        },
        onError: (error) => {
          if (isErrorOf(error, grossProfitErrors.planFeature)) {
            onClose();
            onPlanLimit();
            return;
          }
          void showToast({ intent: 'danger', message: error instanceof ApiError ? error.message : String(error) });
        },
      },
    );
  };

  return (
    <Dialog isOpen={kind !== null} onClose={onClose} title={titles[shown].title} icon={titles[shown].icon}>
      <form onSubmit={submit} noValidate aria-label={titles[shown].title}>
        <DialogBody>
          <FormGroup
            label="Date"
            labelFor={`${id}-date`}
            intent={errors.date ? 'danger' : 'none'}
            helperText={errors.date}
          >
            <BusinessDateInput
              id={`${id}-date`}
              value={date}
              maxDate={latestDate}
              intent={errors.date ? 'danger' : 'none'}
              onChange={(chosen) => {
                setDate(chosen ?? '');
                edited();
                setErrors((current) => ({ ...current, date: undefined }));
              }}
              onInvalid={(typed) => {
                // A typed day the picker refuses must not leave the previous day to be saved in its place.
                setDate('');
                edited();
                setErrors((current) => ({
                  ...current,
                  date:
                    typed && latestDate && typed > latestDate
                      ? grossProfitErrors.futureDate.message
                      : 'Enter a date as DD/MM/YYYY',
                }));
              }}
            />
          </FormGroup>
          {existingSales !== null && date !== '' && (
            <Callout intent="warning" icon="warning-sign" className="gross-profit-entry__replaces" role="status">
              {grossProfitMessages.salesReplaced(formatOrderDate(date), formatPence(existingSales))}
            </Callout>
          )}
          {shown === 'misc' && (
            <FormGroup
              label="What was it?"
              labelFor={`${id}-text`}
              intent={errors.text ? 'danger' : 'none'}
              helperText={errors.text}
            >
              <InputGroup
                id={`${id}-text`}
                value={text}
                maxLength={200}
                placeholder="Window cleaner"
                intent={errors.text ? 'danger' : 'none'}
                onValueChange={(value) => {
                  setText(value);
                  edited();
                  setErrors((current) => ({ ...current, text: undefined }));
                }}
              />
            </FormGroup>
          )}
          <FormGroup
            label={titles[shown].amount}
            labelFor={`${id}-amount`}
            intent={errors.amount ? 'danger' : 'none'}
            helperText={errors.amount}
          >
            <InputGroup
              id={`${id}-amount`}
              value={amount}
              inputMode="decimal"
              placeholder="0.00"
              intent={errors.amount ? 'danger' : 'none'}
              onValueChange={(value) => {
                setAmount(value);
                edited();
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button
                type="submit"
                intent={existingSales === null ? 'primary' : 'warning'}
                text={existingSales === null ? 'Save' : 'Replace sales'}
                loading={record.isPending}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
