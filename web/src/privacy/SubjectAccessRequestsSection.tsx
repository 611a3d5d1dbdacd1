import { Button, Card, FormGroup, H2, InputGroup, Tag } from '@blueprintjs/core';
import {
  formatLondonDateTime,
  type SubjectAccessRequestView,
  shownAddress,
  subjectAccessMessages,
  subjectAccessStartBodySchema,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../platform/apiError';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { showErrorToast, showToast } from '../platform/toaster';
import {
  subjectAccessRequestsQuery,
  useDeliverSubjectAccess,
  useDownloadSubjectAccess,
  useStartSubjectAccess,
} from './subjectAccessQueries';
import './subjectAccess.css';

/** Beside the deletion requests: people asking for a copy of their data, pending first. */
export function SubjectAccessRequestsSection() {
  const requests = useQuery(subjectAccessRequestsQuery);
  return (
    <section className="subject-access-section" aria-labelledby="subject-access-title">
      <H2 id="subject-access-title" className="subject-access-section__title">
        {subjectAccessMessages.queueTitle}
      </H2>
      <p className="subject-access-section__intro">{subjectAccessMessages.queueIntro}</p>
      <StartRequestForm />
      {!requests.data ? (
        <LoadingState label="Loading requests" />
      ) : requests.data.requests.length === 0 ? (
        <EmptyState
          icon="document"
          title={subjectAccessMessages.queueEmpty}
          description="Nobody has asked for a copy of their data."
        />
      ) : (
        <ul className="data-deletion-list">
          {requests.data.requests.map((request) => (
            <li key={request.requestId}>
              <SubjectAccessRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StartRequestForm() {
  const start = useStartSubjectAccess();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const serverError = isApiError(start.error) ? start.error : undefined;
  const shown =
    error ?? (serverError ? (Object.values(serverError.fields ?? {})[0] ?? serverError.message) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = subjectAccessStartBodySchema.safeParse({ accountEmail: email });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    start.mutate(checked.data, {
      onSuccess: () => {
        setEmail('');
        void showToast({ intent: 'success', icon: 'tick-circle', message: subjectAccessMessages.started });
      },
    });
  };
  return (
    <form className="subject-access-start" onSubmit={submit} noValidate>
      <FormGroup
        label={subjectAccessMessages.startLabel}
        labelFor="subject-access-email"
        helperText={shown}
        intent={shown ? 'danger' : 'none'}
      >
        <InputGroup
          id="subject-access-email"
          type="email"
          value={email}
          placeholder="name@example.com"
          intent={shown ? 'danger' : 'none'}
          onValueChange={(value) => {
            setEmail(value);
            setError(undefined);
            start.reset();
          }}
        />
      </FormGroup>
      <Button type="submit" icon="add" text={subjectAccessMessages.start} loading={start.isPending} />
    </form>
  );
}

function SubjectAccessRequestCard({ request }: { request: SubjectAccessRequestView }) {
  const download = useDownloadSubjectAccess('admin');
  const deliver = useDeliverSubjectAccess();
  const tell = () =>
    deliver.mutate(request.requestId, {
      onSuccess: () =>
        void showToast({ intent: 'success', icon: 'tick-circle', message: subjectAccessMessages.delivered }),
      onError: showErrorToast,
    });
  return (
    <Card className="data-deletion-card subject-access-request">
      <div className="data-deletion-card__head">
        <strong>{request.accountName}</strong>
        {request.status === 'pending' ? <Tag intent="warning">Pending</Tag> : <Tag intent="success">Delivered</Tag>}
      </div>
      <dl className="data-deletion-card__details">
        <dt>Account e-mail</dt>
        <dd>{shownAddress(request.accountEmail)}</dd>
        <dt>Requested</dt>
        <dd>
          {formatLondonDateTime(request.requestedAt)}{' '}
          {request.requestedVia === 'account' ? 'from their account page' : 'by an admin'}
        </dd>
        {request.deliveredAt && (
          <>
            <dt>Delivered</dt>
            <dd>
              {formatLondonDateTime(request.deliveredAt)} by {shownAddress(request.deliveredBy ?? '')}
            </dd>
          </>
        )}
      </dl>
      <div className="data-deletion-card__actions">
        <Button
          icon="download"
          text={subjectAccessMessages.download}
          loading={download.isPending}
          onClick={() => download.mutate(request.requestId, { onError: showErrorToast })}
        />
        {request.status === 'pending' && (
          <Button
            intent="primary"
            icon="envelope"
            text={subjectAccessMessages.deliver}
            loading={deliver.isPending}
            onClick={tell}
          />
        )}
      </div>
    </Card>
  );
}
