import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { createVenueBodySchema, identityMessages, isValidEmail, venueMessages } from '@oms/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from '../identity/formErrors';
import { isApiError } from '../platform/apiError';
import { NoticeCallout } from '../platform/NoticeCallout';
import { showToast } from '../platform/toaster';
import { useCreateVenue } from './queries';

const emptyForm = { title: '', ownerEmail: '', tfrVenue: false };

/** Admins and TFR admins may create a venue for another account and mark it as a TFR venue. */
export function CreateVenueDialog({
  isOpen,
  onClose,
  canAdminister,
}: {
  isOpen: boolean;
  onClose: () => void;
  canAdminister: boolean;
}) {
  const navigate = useNavigate();
  const createVenue = useCreateVenue();
  const [form, setForm] = useState(emptyForm);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const serverError = isApiError(createVenue.error) ? createVenue.error : undefined;
  const errors: Record<string, string | undefined> = { ...serverError?.fields, ...clientErrors };
  const formError = createVenue.error && !serverError?.fields ? createVenue.error : undefined;

  const edit = (change: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...change }));
    setClientErrors({});
    createVenue.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (createVenue.isPending) return;
    const body = {
      title: form.title,
      ...(canAdminister && form.ownerEmail.trim() ? { ownerEmail: form.ownerEmail } : {}),
      ...(canAdminister ? { tfrVenue: form.tfrVenue } : {}),
    };
    const checked = createVenueBodySchema.safeParse(body);
    const errorsFound = checked.success ? {} : fieldErrorsOf(checked.error.issues);
    if (body.ownerEmail && !isValidEmail(body.ownerEmail)) errorsFound.ownerEmail = identityMessages.emailInvalid;
    if (Object.keys(errorsFound).length > 0) {
      setClientErrors(errorsFound);
      return;
    }
    createVenue.mutate(body, {
      onSuccess: (venue) => {
        onClose();
        void showToast({ intent: 'success', icon: 'tick-circle', message: venueMessages.venueCreated });
        navigate(`/v/${encodeURIComponent(venue.venueId)}`);
      },
    });
  };

  return (
    <Dialog
      title="Create venue"
      icon="office"
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        setForm(emptyForm);
        setClientErrors({});
        createVenue.reset();
      }}
      className="create-venue-dialog"
      canOutsideClickClose={!createVenue.isPending}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {formError && (
            <NoticeCallout intent="danger" role="alert" title="The venue could not be created">
              {formError.message}
            </NoticeCallout>
          )}
          <FormGroup
            label="Venue title"
            labelFor="create-venue-title"
            helperText={errors.title ?? 'You can add the address and phone number in the venue settings.'}
            intent={errors.title ? 'danger' : 'none'}
          >
            <InputGroup
              id="create-venue-title"
              autoFocus
              value={form.title}
              maxLength={200}
              intent={errors.title ? 'danger' : 'none'}
              onValueChange={(title) => edit({ title })}
            />
          </FormGroup>
          {canAdminister && (
            <>
              <FormGroup
                label="Owner's e-mail"
                labelFor="create-venue-owner"
                labelInfo="(optional)"
                helperText={errors.ownerEmail ?? 'Leave empty to own the venue yourself.'}
                intent={errors.ownerEmail ? 'danger' : 'none'}
              >
                <InputGroup
                  id="create-venue-owner"
                  type="email"
                  value={form.ownerEmail}
                  intent={errors.ownerEmail ? 'danger' : 'none'}
                  onValueChange={(ownerEmail) => edit({ ownerEmail: ownerEmail.toLowerCase() })}
                />
              </FormGroup>
              <Switch label="TFR venue" checked={form.tfrVenue} onChange={() => edit({ tfrVenue: !form.tfrVenue })} />
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={createVenue.isPending} />
              <Button type="submit" intent="primary" text="Create venue" loading={createVenue.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
