import { Button, Card, FormGroup, H2, TagInput } from '@blueprintjs/core';
import { identityMessages, isValidEmail, normaliseEmail } from '@oms/contracts';
import { useEffect, useState } from 'react';
import { isApiError } from '../platform/apiError';
import { showToast } from '../platform/toaster';
import { useSaveSecondaryEmails, useSession } from './queries';

/** Spec 01 §5: the signed-in account's secondary e-mails, each a valid address. */
export function SecondaryEmailsCard() {
  const session = useSession();
  const saveEmails = useSaveSecondaryEmails();
  const saved = session?.account.secondaryEmails;
  const [emails, setEmails] = useState<string[]>(saved ?? []);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (saved) setEmails(saved);
  }, [saved]);

  const isDirty =
    saved !== undefined && (saved.length !== emails.length || saved.some((email, i) => email !== emails[i]));
  const serverError = isApiError(saveEmails.error) ? saveEmails.error : undefined;
  const shownError =
    error ?? (serverError ? (Object.values(serverError.fields ?? {})[0] ?? serverError.message) : undefined);

  const add = (values: string[]) => {
    const candidates = values.map(normaliseEmail).filter(Boolean);
    const invalid = candidates.filter((value) => !isValidEmail(value));
    const valid = candidates.filter((value) => isValidEmail(value) && !emails.includes(value));
    saveEmails.reset();
    if (valid.length > 0) setEmails((current) => [...current, ...valid]);
    setError(invalid.length > 0 ? identityMessages.emailInvalid : undefined);
    // Keep the text that was not accepted in the box so it can be corrected.
    return invalid.length === 0;
  };

  const save = () => {
    saveEmails.mutate(emails, {
      onSuccess: () =>
        showToast({ intent: 'success', icon: 'tick-circle', message: 'Your secondary e-mails have been saved' }),
    });
  };

  return (
    <Card className="settings-card">
      <H2 className="settings-card__title">Secondary e-mails</H2>
      <p className="settings-card__intro">
        Other addresses that receive your account's e-mails
        {session ? (
          <>
            {' '}
            as well as <strong>{session.account.email}</strong>
          </>
        ) : null}
        .
      </p>
      <FormGroup
        label="Secondary e-mails"
        labelFor="secondary-emails"
        helperText={shownError ?? 'Press Enter or type a comma after each address.'}
        intent={shownError ? 'danger' : 'none'}
      >
        <TagInput
          inputProps={{ id: 'secondary-emails', type: 'email' }}
          values={emails}
          addOnBlur
          addOnPaste
          leftIcon="envelope"
          placeholder="name@example.com"
          intent={shownError ? 'danger' : 'none'}
          onAdd={add}
          onRemove={(_value, index) => {
            setEmails((current) => current.filter((_, i) => i !== index));
            setError(undefined);
            saveEmails.reset();
          }}
          onInputChange={() => setError(undefined)}
          tagProps={{ minimal: true }}
        />
      </FormGroup>
      <Button
        intent="primary"
        text="Save e-mails"
        icon="floppy-disk"
        disabled={!isDirty}
        loading={saveEmails.isPending}
        onClick={save}
      />
    </Card>
  );
}
