import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Switch,
  TagInput,
} from '@blueprintjs/core';
import {
  type ActivityEmailFrequency,
  activityEmailFrequencies,
  isValidEmail,
  type VenueAdminSettings,
  venueAdminMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { LoadingState } from '../../platform/LoadingState';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { showToast } from '../../platform/toaster';
import { useSaveVenueAdminSettings, useSendVenueStatistics, venueAdminSettingsQuery } from './queries';
import './venueAdmin.css';

type Form = Omit<VenueAdminSettings, 'venueId' | 'title' | 'orderReminder' | 'additionalChatSupport'> & {
  orderReminder: string;
  hasChatSupport: boolean;
  chatTitle: string;
  chatEmail: string;
};

const formOf = (settings: VenueAdminSettings): Form => ({
  ...settings,
  orderReminder: settings.orderReminder ?? '',
  hasChatSupport: settings.additionalChatSupport !== null,
  chatTitle: settings.additionalChatSupport?.title ?? '',
  chatEmail: settings.additionalChatSupport?.emailAddress ?? '',
});

const switches: { field: keyof Form & string; label: string }[] = [
  { field: 'tfrVenue', label: 'TFR venue' },
  { field: 'isPriceChangesVisible', label: 'Price changes visible' },
  { field: 'isInvoices', label: 'Invoices' },
  { field: 'dataplusIntegration', label: 'Dataplus integration' },
  { field: 'isAddSupplierButtonHidden', label: 'Hide the Add supplier button' },
  { field: 'isAccountNumberEditable', label: 'Account number editable' },
];

const frequencyLabels: Record<ActivityEmailFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  off: 'Off',
};

/** Spec 03 §3: the venue's admin switches, the statistics e-mail and its frequency. */
export function VenueAdminSettingsDialog({ venueId, onClose }: { venueId: string | null; onClose: () => void }) {
  const settings = useQuery({ ...venueAdminSettingsQuery(venueId ?? ''), enabled: venueId !== null });
  return (
    <Dialog
      title={`${venueAdminMessages.adminSettingsTitle}${settings.data ? ` - ${settings.data.title}` : ''}`}
      icon="cog"
      isOpen={venueId !== null}
      onClose={onClose}
      className="venue-admin-dialog"
    >
      {venueId && settings.data ? (
        <SettingsForm venueId={venueId} settings={settings.data} onClose={onClose} />
      ) : settings.error ? (
        <DialogBody>
          <NoticeCallout intent="danger" role="alert" title="The settings could not be loaded">
            {settings.error.message}
          </NoticeCallout>
        </DialogBody>
      ) : (
        <DialogBody>
          <LoadingState label="Loading the settings" />
        </DialogBody>
      )}
    </Dialog>
  );
}

function SettingsForm({
  venueId,
  settings,
  onClose,
}: {
  venueId: string;
  settings: VenueAdminSettings;
  onClose: () => void;
}) {
  const save = useSaveVenueAdminSettings(venueId);
  const sendStatistics = useSendVenueStatistics(venueId);
  const [form, setForm] = useState(() => formOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setForm(formOf(settings)), [settings]);

  const edit = (change: Partial<Form>) => {
    setForm((current) => ({ ...current, ...change }));
    setErrors({});
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (form.statsReciveEmails.some((email) => !isValidEmail(email))) found.emails = venueAdminMessages.emailInvalid;
    if (form.hasChatSupport && form.chatTitle.trim() === '') found.chatTitle = venueAdminMessages.chatTitleRequired;
    if (form.hasChatSupport && !isValidEmail(form.chatEmail)) found.chatEmail = venueAdminMessages.emailInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const {
      hasChatSupport,
      chatTitle,
      chatEmail,
      venueId: _id,
      title: _title,
      ...fields
    } = {
      ...settings,
      ...form,
    };
    save.mutate(
      {
        ...fields,
        orderReminder: form.orderReminder || null,
        additionalChatSupport: hasChatSupport ? { title: chatTitle, emailAddress: chatEmail } : null,
      },
      {
        onSuccess: () =>
          void showToast({
            intent: 'success',
            icon: 'tick-circle',
            message: `${venueAdminMessages.adminSettingsTitle} - ${venueAdminMessages.adminSettingsSaved}`,
          }),
      },
    );
  };

  const sendNow = () =>
    sendStatistics.mutate(undefined, {
      onSuccess: (answer) =>
        void showToast({
          intent: 'success',
          icon: 'envelope',
          message: `${venueAdminMessages.statisticsTitle} - ${answer.message}`,
        }),
    });

  const problem = save.error ?? sendStatistics.error;
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        {problem && (
          <NoticeCallout intent="danger" role="alert" title="Not done">
            {problem.message}
          </NoticeCallout>
        )}
        <div className="venue-admin-dialog__switches">
          {switches.map(({ field, label }) => (
            <Switch
              key={field}
              label={label}
              checked={Boolean(form[field as keyof Form])}
              onChange={() => edit({ [field]: !form[field as keyof Form] } as Partial<Form>)}
            />
          ))}
        </div>
        <FormGroup label="Order reminder" labelFor="venue-order-reminder" helperText="HH:mm, empty for none">
          <InputGroup
            id="venue-order-reminder"
            type="time"
            value={form.orderReminder}
            onValueChange={(orderReminder) => edit({ orderReminder })}
          />
        </FormGroup>
        <FormGroup
          label="Statistics e-mails"
          labelFor="venue-stats-emails"
          helperText={errors.emails ?? 'Press Enter after each address.'}
          intent={errors.emails ? 'danger' : 'none'}
        >
          <TagInput
            inputProps={{ id: 'venue-stats-emails', type: 'email' }}
            values={form.statsReciveEmails}
            addOnBlur
            separator={/[,\s;]+/}
            intent={errors.emails ? 'danger' : 'none'}
            onChange={(values) =>
              edit({ statsReciveEmails: [...new Set(values.map((value) => String(value).trim().toLowerCase()))] })
            }
          />
        </FormGroup>
        <FormGroup label="Activity e-mail frequency" labelFor="venue-activity-frequency">
          <HTMLSelect
            id="venue-activity-frequency"
            value={form.activityEmailFrequency}
            options={activityEmailFrequencies.map((value) => ({ value, label: frequencyLabels[value] }))}
            onChange={(event) => edit({ activityEmailFrequency: event.currentTarget.value as ActivityEmailFrequency })}
          />
        </FormGroup>
        <Switch
          label="Additional chat support"
          checked={form.hasChatSupport}
          onChange={() => edit({ hasChatSupport: !form.hasChatSupport })}
        />
        {form.hasChatSupport && (
          <div className="venue-admin-dialog__dates">
            <FormGroup
              label="Title"
              labelFor="venue-chat-title"
              helperText={errors.chatTitle}
              intent={errors.chatTitle ? 'danger' : 'none'}
            >
              <InputGroup
                id="venue-chat-title"
                value={form.chatTitle}
                intent={errors.chatTitle ? 'danger' : 'none'}
                onValueChange={(chatTitle) => edit({ chatTitle })}
              />
            </FormGroup>
            <FormGroup
              label="E-mail address"
              labelFor="venue-chat-email"
              helperText={errors.chatEmail}
              intent={errors.chatEmail ? 'danger' : 'none'}
            >
              <InputGroup
                id="venue-chat-email"
                type="email"
                value={form.chatEmail}
                intent={errors.chatEmail ? 'danger' : 'none'}
                onValueChange={(chatEmail) => edit({ chatEmail: chatEmail.toLowerCase() })}
              />
            </FormGroup>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              icon="envelope"
              text="Send statistics now"
              loading={sendStatistics.isPending}
              disabled={settings.statsReciveEmails.length === 0}
              title={settings.statsReciveEmails.length === 0 ? venueAdminMessages.noStatsEmails : undefined}
              onClick={sendNow}
            />
            <Button text="Close" onClick={onClose} />
            <Button type="submit" intent="primary" text="Save" loading={save.isPending} />
          </>
        }
      />
    </form>
  );
}
