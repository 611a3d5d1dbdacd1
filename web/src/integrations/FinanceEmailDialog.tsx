import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';

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
  const ready = email.trim() !== '';
  return (
    <Dialog isOpen title="Finance contact e-mail" icon="envelope" onClose={onClose} className="integrations-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onConnect(email.trim());
        }}
      >
        <DialogBody>
          <p>
            Who in your finance team should the accounting service know about? We then take you to its consent page.
          </p>
          <FormGroup
            label="Finance contact e-mail"
            labelFor={`${id}-email`}
            intent={error ? 'danger' : 'none'}
            helperText={error ?? undefined}
          >
            <InputGroup
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onValueChange={setEmail}
              intent={error ? 'danger' : 'none'}
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
