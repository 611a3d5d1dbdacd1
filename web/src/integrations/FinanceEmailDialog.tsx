import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { integrationErrors } from '@oms/contracts';
import { useId, useState } from 'react';
import { z } from 'zod';

const emailSchema = z.email();

/** Spec 02 §2.13: connecting first asks who in finance the accounting service should know. */
export function FinanceEmailDialog({
  initialEmail,
  busy,
  error,
  onConnect,
  onClose,
}: {
  initialEmail: string;
  busy: boolean;
  error: string | null;
  onConnect: (financeEmail: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const ready = email.trim() !== '';
  const shownError = invalid ? integrationErrors.financeEmailInvalid.message : error;
  return (
    <Dialog isOpen title="Finance contact e-mail" icon="envelope" onClose={onClose} className="integrations-dialog">
      <form
        // The spec's words rather than the browser's own bubble for an address that is not one.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          // The same words the server answers with, before the round trip.
          const valid = emailSchema.safeParse(email.trim()).success;
          setInvalid(!valid);
          if (valid) onConnect(email.trim());
        }}
      >
        <DialogBody>
          <p>
            Who in your finance team should the accounting service know about? We then take you to its consent page.
          </p>
          <FormGroup
            label="Finance contact e-mail"
            labelFor={`${id}-email`}
            intent={shownError ? 'danger' : 'none'}
            helperText={shownError ?? undefined}
          >
            <InputGroup
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onValueChange={(value) => {
                setEmail(value);
                setInvalid(false);
              }}
              intent={shownError ? 'danger' : 'none'}
              autoFocus
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Connect" disabled={!ready} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
