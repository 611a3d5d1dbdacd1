import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { type DataDeletionRequestBody, dataDeletionMessages, dataDeletionRequestBodySchema } from '@oms/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../identity/AuthCard';
import { fieldErrorsOf } from '../identity/formErrors';
import { isApiError } from '../platform/apiError';
import { showToast } from '../platform/toaster';
import { useSendDataDeletionRequest } from './queries';

type Field = keyof DataDeletionRequestBody;

const fields: { name: Field; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'venueTitle', label: 'Venue name' },
  { name: 'venueCode', label: 'Venue code' },
  { name: 'accountHolderName', label: 'Account holder name', autoComplete: 'name' },
  { name: 'accountEmail', label: 'Account e-mail', type: 'email', autoComplete: 'email' },
];

const empty: DataDeletionRequestBody = { venueTitle: '', venueCode: '', accountHolderName: '', accountEmail: '' };

/** Spec 03 §2 /requestDeleteData: anyone, signed in or not, asks for their data to be deleted. */
export function RequestDeleteDataPage() {
  const send = useSendDataDeletionRequest();
  const [values, setValues] = useState<DataDeletionRequestBody>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = dataDeletionRequestBodySchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: () => void showToast({ intent: 'success', message: dataDeletionMessages.sent }),
      onError: (error) => {
        if (isApiError(error) && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
        void showToast({ intent: 'danger', message: dataDeletionMessages.failed });
      },
    });
  };

  return (
    <AuthCard
      title={dataDeletionMessages.title}
      intro="Tell us which venue and account this is about. A platform administrator checks the request and deletes the personal data we hold for it."
    >
      {send.isSuccess ? (
        <Callout intent="success" title={dataDeletionMessages.sent}>
          A platform administrator will check it against the venue and account you named.
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate className="auth-form">
          {fields.map((field) => {
            const error = errors[field.name];
            return (
              <FormGroup
                key={field.name}
                label={field.label}
                labelFor={`delete-data-${field.name}`}
                helperText={error}
                intent={error ? 'danger' : 'none'}
              >
                <InputGroup
                  id={`delete-data-${field.name}`}
                  name={field.name}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete ?? 'off'}
                  size="large"
                  value={values[field.name]}
                  intent={error ? 'danger' : 'none'}
                  onValueChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                />
              </FormGroup>
            );
          })}
          <Button type="submit" intent="danger" size="large" fill loading={send.isPending} text="Send request" />
        </form>
      )}
      <p className="auth-card__footer">
        <Link to="/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
