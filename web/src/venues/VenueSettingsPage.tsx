import { Button, Card, FormGroup, H2, InputGroup, Switch } from '@blueprintjs/core';
import { type VenueSettings, venueMessages, venueSettingsBodySchema } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { fieldErrorsOf } from '../identity/formErrors';
import { SecondaryEmailsCard } from '../identity/SecondaryEmailsCard';
import { isApiError } from '../platform/apiError';
import { LoadingState } from '../platform/LoadingState';
import { NoticeCallout } from '../platform/NoticeCallout';
import { PageHeading } from '../platform/PageHeading';
import { showToast } from '../platform/toaster';
import { SubjectAccessCard } from '../privacy/SubjectAccessCard';
import { useRegenerateVenueCode, useSaveVenueSettings, venueSettingsQuery } from './queries';
import './venueSettings.css';

type SettingsForm = Omit<VenueSettings, 'venueId' | 'hasVenueCode' | 'addressUpdatedAt'>;
type FieldName = keyof SettingsForm;

function formOf(settings: VenueSettings): SettingsForm {
  const { venueId: _id, hasVenueCode: _has, addressUpdatedAt: _at, ...form } = settings;
  return form;
}

/** Spec 01 §2 Settings: the venue's title, code, delivery address, phone and price visibility. */
export function VenueSettingsPage() {
  const { venueId = '' } = useParams();
  const settings = useQuery(venueSettingsQuery(venueId));
  return (
    <>
      <PageHeading title={venueMessages.settingsTitle} subtitle={venueMessages.settingsSubtitle} />
      <div className="venue-settings">
        {settings.data ? (
          <VenueSettingsForm venueId={venueId} settings={settings.data} />
        ) : (
          <Card className="settings-card">
            <LoadingState label="Loading the venue settings" />
          </Card>
        )}
        <div className="venue-settings__account">
          <SecondaryEmailsCard />
          <SubjectAccessCard />
        </div>
      </div>
    </>
  );
}

function VenueSettingsForm({ venueId, settings }: { venueId: string; settings: VenueSettings }) {
  const save = useSaveVenueSettings(venueId);
  const regenerate = useRegenerateVenueCode(venueId);
  const [form, setForm] = useState<SettingsForm>(() => formOf(settings));
  const [clientErrors, setClientErrors] = useState<Partial<Record<FieldName, string>>>({});

  // A regenerated code arrives from the server: show it without losing other unsaved edits.
  useEffect(() => {
    setForm((current) => ({ ...current, code: settings.code }));
  }, [settings.code]);

  const serverError = isApiError(save.error) ? save.error : undefined;
  const isCodeTaken = serverError?.status === 409;
  const errors: Partial<Record<FieldName, string>> = {
    ...(serverError?.fields as Partial<Record<FieldName, string>> | undefined),
    ...(isCodeTaken ? { code: serverError.message } : {}),
    ...clientErrors,
  };
  const formError =
    save.error && !serverError?.fields && !isCodeTaken ? save.error : regenerate.error ? regenerate.error : undefined;

  const edit = (change: Partial<SettingsForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setClientErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(change) as FieldName[]) delete next[field];
      return next;
    });
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = venueSettingsBodySchema.safeParse(form);
    if (!checked.success) {
      setClientErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setForm(formOf(saved));
        void showToast({
          intent: 'success',
          icon: 'tick-circle',
          message: (
            <>
              <strong className="toast-title">{venueMessages.settingsSavedTitle}</strong>
              <br />
              {venueMessages.settingsSavedMessage}
            </>
          ),
        });
      },
    });
  };

  const regenerateCode = () => {
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setClientErrors(({ code: _code, ...rest }) => rest);
        void showToast({ intent: 'success', icon: 'tick-circle', message: venueMessages.codeRegenerated });
      },
    });
  };

  const field = (
    name: Exclude<FieldName, 'isPricesHidden'>,
    label: string,
    options: { info?: string; autoComplete?: string; type?: string } = {},
  ) => (
    <FormGroup
      label={label}
      labelFor={`settings-${name}`}
      {...(options.info ? { labelInfo: options.info } : {})}
      helperText={errors[name]}
      intent={errors[name] ? 'danger' : 'none'}
      className={`settings-form__${name}`}
    >
      <InputGroup
        id={`settings-${name}`}
        value={form[name]}
        maxLength={200}
        {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
        {...(options.type ? { type: options.type } : {})}
        intent={errors[name] ? 'danger' : 'none'}
        onValueChange={(value) => edit({ [name]: value })}
      />
    </FormGroup>
  );

  return (
    <Card className="settings-card">
      <H2 className="settings-card__title">Venue details</H2>
      <form onSubmit={submit} noValidate className="settings-form">
        {formError && (
          <NoticeCallout intent="danger" role="alert" title={venueMessages.settingsSavedTitle}>
            {formError.message}
          </NoticeCallout>
        )}
        {!settings.hasVenueCode && (
          <NoticeCallout intent="warning" role="status" title={venueMessages.completeSettingsForCode}>
            The venue code appears in the header once both address lines, the city, the post code and the phone number
            are filled in.
          </NoticeCallout>
        )}
        <div className="settings-form__grid">
          {field('title', 'Venue title', { autoComplete: 'organization' })}
          <FormGroup
            label="Venue code"
            labelFor="settings-code"
            helperText={errors.code ?? 'Suppliers use this code to recognise your venue.'}
            intent={errors.code ? 'danger' : 'none'}
            className="settings-form__code"
          >
            <div className="settings-form__code-row">
              <InputGroup
                id="settings-code"
                value={form.code}
                maxLength={200}
                intent={errors.code ? 'danger' : 'none'}
                onValueChange={(code) => edit({ code })}
              />
              <Button icon="refresh" text="Regenerate code" loading={regenerate.isPending} onClick={regenerateCode} />
            </div>
          </FormGroup>
          {field('addressLine1', 'Address line 1', { autoComplete: 'address-line1' })}
          {field('addressLine2', 'Address line 2', { info: '(optional)', autoComplete: 'address-line2' })}
          {field('addressCity', 'City', { autoComplete: 'address-level2' })}
          {field('addressPostCode', 'Post code', { autoComplete: 'postal-code' })}
          {field('phoneNumber', 'Phone number', { autoComplete: 'tel', type: 'tel' })}
        </div>
        <Switch
          label="Hide prices"
          checked={form.isPricesHidden}
          onChange={() => edit({ isPricesHidden: !form.isPricesHidden })}
          className="settings-form__switch"
        />
        <div className="settings-form__actions">
          <Button type="submit" intent="primary" icon="floppy-disk" text="Save" loading={save.isPending} />
        </div>
      </form>
    </Card>
  );
}
