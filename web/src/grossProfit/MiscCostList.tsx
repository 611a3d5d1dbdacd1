import { Alert, Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { formatPence, type GrossProfitDay, grossProfitMessages, type MiscCost, parsePounds } from '@oms/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../platform/apiError';
import { showToast } from '../platform/toaster';
import { useChangeMiscCost, useDeleteMiscCost } from './queries';

const failed = (error: unknown) =>
  void showToast({ intent: 'danger', message: error instanceof ApiError ? error.message : String(error) });

/** A day's misc costs, each one editable and deletable (a cost entered wrongly is put right, not left). */
export function MiscCostList({ day }: { day: GrossProfitDay }) {
  const { venueId = '' } = useParams();
  const questionId = useId();
  const [editing, setEditing] = useState<MiscCost | null>(null);
  const [deleting, setDeleting] = useState<MiscCost | null>(null);
  const remove = useDeleteMiscCost(venueId);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.costId, {
      onSuccess: (answer) => void showToast({ intent: 'success', message: answer.message }),
      onError: failed,
      onSettled: () => setDeleting(null),
    });
  };
  return (
    <>
      <ul>
        {day.miscCosts.map((cost) => (
          <li key={cost.costId}>
            <span>{cost.text}</span>
            <span className="gross-profit-misc__actions">
              <span className="gross-profit-number">{formatPence(cost.amountPence)}</span>
              <Button
                variant="minimal"
                size="small"
                icon="edit"
                aria-label={`Edit misc cost ${cost.text}`}
                onClick={() => setEditing(cost)}
              />
              <Button
                variant="minimal"
                size="small"
                icon="trash"
                intent="danger"
                aria-label={`Delete misc cost ${cost.text}`}
                onClick={() => setDeleting(cost)}
              />
            </span>
          </li>
        ))}
      </ul>
      <MiscCostEditDialog venueId={venueId} cost={editing} onClose={() => setEditing(null)} />
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        aria-labelledby={questionId}
      >
        <p id={questionId}>{grossProfitMessages.deleteMiscCostConfirm}</p>
      </Alert>
    </>
  );
}

function MiscCostEditDialog({
  venueId,
  cost,
  onClose,
}: {
  venueId: string;
  cost: MiscCost | null;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={cost !== null} onClose={onClose} title="Edit miscellaneous cost" icon="edit">
      {cost && <MiscCostEditForm key={cost.costId} venueId={venueId} cost={cost} onClose={onClose} />}
    </Dialog>
  );
}

function MiscCostEditForm({ venueId, cost, onClose }: { venueId: string; cost: MiscCost; onClose: () => void }) {
  const id = useId();
  const change = useChangeMiscCost(venueId);
  const [text, setText] = useState(cost.text);
  const [amount, setAmount] = useState((cost.amountPence / 100).toFixed(2));
  const [errors, setErrors] = useState<{ text?: string; amount?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pence = parsePounds(amount.replaceAll(',', ''));
    const found = {
      ...(text.trim() ? {} : { text: 'Describe the cost' }),
      ...(pence === null || pence === 0 ? { amount: 'Enter an amount above £0.00' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || pence === null) return;
    change.mutate(
      { costId: cost.costId, body: { text: text.trim(), amountPence: pence } },
      {
        onSuccess: (answer) => {
          void showToast({ intent: 'success', message: answer.message });
          onClose();
        },
        onError: failed,
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit miscellaneous cost">
      <DialogBody>
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
            intent={errors.text ? 'danger' : 'none'}
            onValueChange={setText}
          />
        </FormGroup>
        <FormGroup
          label="Amount (£)"
          labelFor={`${id}-amount`}
          intent={errors.amount ? 'danger' : 'none'}
          helperText={errors.amount}
        >
          <InputGroup
            id={`${id}-amount`}
            value={amount}
            inputMode="decimal"
            intent={errors.amount ? 'danger' : 'none'}
            onValueChange={setAmount}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button type="submit" intent="primary" text="Save" loading={change.isPending} />
          </>
        }
      />
    </form>
  );
}
