import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { dataplusMessages } from '@oms/contracts';
import { useId, useState } from 'react';
import { showToast } from '../../platform/toaster';
import { useSetProductGln } from './queries';

/** Spec 02 §2.6 Edit GLN: the product's Global Location Number, numbers only. */
export function EditGlnDialog({
  venueId,
  product,
  onClose,
}: {
  venueId: string;
  product: { productId: string; title: string; GLN: string };
  onClose: () => void;
}) {
  const id = useId();
  const [GLN, setGln] = useState(product.GLN);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetProductGln(venueId);
  const submit = () =>
    save.mutate(
      { productId: product.productId, GLN },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', message: dataplusMessages.glnSaved });
          onClose();
        },
        onError: (error) => setProblem(error.message || dataplusMessages.tryAgain),
      },
    );
  const unchanged = GLN === product.GLN;
  return (
    <Dialog isOpen onClose={onClose} title="Edit GLN">
      <DialogBody>
        <p>{product.title}</p>
        <FormGroup
          label="GLN"
          labelFor={`${id}-gln`}
          intent={problem ? 'danger' : 'none'}
          helperText={problem ?? 'Numbers only.'}
        >
          <InputGroup
            id={`${id}-gln`}
            inputMode="numeric"
            maxLength={20}
            value={GLN}
            intent={problem ? 'danger' : 'none'}
            onValueChange={(value) => {
              // Numbers only: anything else typed or pasted is dropped as it comes.
              setGln(value.replace(/\D/g, ''));
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && GLN !== '' && !unchanged) submit();
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text="Save"
              disabled={GLN === '' || unchanged}
              loading={save.isPending}
              onClick={submit}
            />
          </>
        }
      />
    </Dialog>
  );
}
