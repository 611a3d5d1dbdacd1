import { Card, H2, Tag } from '@blueprintjs/core';
import { formatLondonDateTime, identityMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../platform/apiError';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { NoticeCallout } from '../platform/NoticeCallout';
import { PageHeading } from '../platform/PageHeading';
import { MailText } from './MailText';
import { mailboxQuery } from './queries';

const statusIntent = { queued: 'warning', delivered: 'success', failed: 'danger' } as const;

/** The e-mails the platform sent: in the embedded demo they stay in this local mailbox instead of leaving. */
export function MailboxPage() {
  const mailbox = useQuery({ ...mailboxQuery(), throwOnError: false, retry: false });
  const mails = [...(mailbox.data?.mails ?? [])].sort((a, b) => b.queuedAt.localeCompare(a.queuedAt));

  return (
    <div className="mailbox-page">
      <PageHeading
        title="Mailbox"
        subtitle="E-mails sent by OMS, newest first."
        actions={<LinkButton to="/" icon="arrow-left" text="Back to OMS" />}
      />
      {mailbox.isPending ? (
        <LoadingState label="Loading the mailbox" />
      ) : mailbox.error ? (
        isApiError(mailbox.error) && mailbox.error.status === 401 ? (
          <EmptyState
            icon="lock"
            title="Sign in to read your e-mails"
            description="The mailbox shows each person the e-mails sent to them; admins see every e-mail."
            action={<LinkButton to="/login?next=%2Fmailbox" icon="log-in" text="Sign in" intent="primary" />}
          />
        ) : (
          <EmptyState
            icon={isApiError(mailbox.error) && mailbox.error.status === 403 ? 'lock' : 'error'}
            title={
              isApiError(mailbox.error) && mailbox.error.status === 403
                ? identityMessages.forbidden
                : 'Something went wrong'
            }
            description={mailbox.error.message}
          />
        )
      ) : (
        <>
          {mailbox.data.transport === 'mailbox' ? (
            <NoticeCallout intent="primary" role="status" title="Local sandbox mailbox">
              This OMS runs without an e-mail server: the e-mails it sends are kept here and not delivered to anyone.
            </NoticeCallout>
          ) : (
            <NoticeCallout intent="none" role="status" title="Sent through the mail server">
              These e-mails were handed to the mail server; this list is a copy.
            </NoticeCallout>
          )}
          {mailbox.data.scope === 'own' && (
            <p className="mailbox-page__scope">Only the e-mails sent to you are shown.</p>
          )}
          {mails.length === 0 ? (
            <EmptyState icon="envelope" title="No e-mails yet" description="E-mails OMS sends will appear here." />
          ) : (
            <ul className="mailbox-list" aria-label="E-mails">
              {mails.map((mail) => (
                <li key={mail.mailId}>
                  <Card className="mail-card">
                    <div className="mail-card__head">
                      <H2 className="mail-card__subject">{mail.subject}</H2>
                      <Tag minimal intent={statusIntent[mail.status]}>
                        {mail.status}
                      </Tag>
                    </div>
                    <dl className="mail-card__meta">
                      <dt>To</dt>
                      <dd>{mail.to}</dd>
                      <dt>Sent</dt>
                      <dd>
                        <time dateTime={mail.queuedAt}>{formatLondonDateTime(mail.queuedAt, 'withSeconds')}</time>
                      </dd>
                    </dl>
                    <MailText text={mail.text} />
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
