import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, H3, TextArea } from '@blueprintjs/core';
import { formatLondonDateTime, pushNotificationTitle, venueAdminMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { showToast } from '../../platform/toaster';
import { ChoiceList } from './ChoiceList';
import { pushRecipientsQuery, sentPushNotificationsQuery, useSendPushNotification } from './queries';
import './venueAdmin.css';

/** Spec 03 §7 pushAppNotification: a message to the chosen venues' users and suppliers' admins. */
export function PushNotificationDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const recipients = useQuery({ ...pushRecipientsQuery(), enabled: isOpen });
  const sent = useQuery({ ...sentPushNotificationsQuery(), enabled: isOpen });
  const send = useSendPushNotification();
  const [message, setMessage] = useState('');
  const [venueIds, setVenueIds] = useState<Set<string>>(new Set());
  const [supplierIds, setSupplierIds] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<{ message?: string; recipients?: string }>({});
  // One key per opened dialog: a double click or a retry sends the notification once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (message.trim() === '') found.message = venueAdminMessages.messageRequired;
    if (venueIds.size + supplierIds.size === 0) found.recipients = venueAdminMessages.chooseRecipient;
    setErrors(found);
    if (Object.keys(found).length > 0 || send.isPending) return;
    send.mutate(
      { body: { message, venueIds: [...venueIds], supplierIds: [...supplierIds] }, idempotencyKey },
      {
        onSuccess: (answer) => {
          void showToast({
            intent: 'success',
            icon: 'notifications',
            message: `${pushNotificationTitle} - ${answer.message}`,
          });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      title={venueAdminMessages.sendPush}
      icon="notifications"
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        setMessage('');
        setVenueIds(new Set());
        setSupplierIds(new Set());
        setErrors({});
        setIdempotencyKey(crypto.randomUUID());
        send.reset();
      }}
      className="venue-admin-dialog"
      canOutsideClickClose={!send.isPending}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {send.error && (
            <NoticeCallout intent="danger" role="alert" title="The notification was not sent">
              {send.error.message}
            </NoticeCallout>
          )}
          <FormGroup
            label="Message"
            labelFor="push-message"
            helperText={errors.message}
            intent={errors.message ? 'danger' : 'none'}
          >
            <TextArea
              id="push-message"
              fill
              rows={3}
              maxLength={500}
              value={message}
              intent={errors.message ? 'danger' : 'none'}
              onChange={(event) => {
                setMessage(event.target.value);
                setErrors(({ message: _fixed, ...rest }) => rest);
              }}
            />
          </FormGroup>
          <FormGroup helperText={errors.recipients} intent={errors.recipients ? 'danger' : 'none'}>
            <ChoiceList
              label="Venues"
              choices={(recipients.data?.venues ?? []).map((venue) => ({ id: venue.venueId, label: venue.title }))}
              selected={venueIds}
              invalid={Boolean(errors.recipients)}
              onChange={(next) => {
                setVenueIds(next);
                setErrors(({ recipients: _fixed, ...rest }) => rest);
              }}
            />
            <ChoiceList
              label="Suppliers"
              choices={(recipients.data?.suppliers ?? []).map((supplier) => ({
                id: supplier.supplierId,
                label: supplier.title,
              }))}
              selected={supplierIds}
              invalid={Boolean(errors.recipients)}
              onChange={(next) => {
                setSupplierIds(next);
                setErrors(({ recipients: _fixed, ...rest }) => rest);
              }}
            />
          </FormGroup>
          {sent.data && sent.data.notifications.length > 0 && (
            <section aria-labelledby="push-recently-sent" className="push-sent">
              <H3 id="push-recently-sent" className="push-sent__title">
                Recently sent
              </H3>
              <ul className="push-sent__list">
                {sent.data.notifications.slice(0, 5).map((push) => (
                  <li key={push.notificationId}>
                    <span className="push-sent__message">{push.message}</span>
                    <span className={Classes.TEXT_MUTED}>
                      {formatLondonDateTime(push.sentAt)} · to {[...push.venues, ...push.suppliers].join(', ')} (
                      {push.accounts} {push.accounts === 1 ? 'account' : 'accounts'})
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={send.isPending} />
              <Button type="submit" intent="primary" icon="send-message" text="Send" loading={send.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
