import { Button, Card, Dialog, DialogBody, DialogFooter, FormGroup, Tag, TextArea } from '@blueprintjs/core';
import { type DataDeletionRequestView, dataDeletionMessages, formatLondonDateTime, shownAddress } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showErrorToast, showToast } from '../platform/toaster';
import { dataDeletionRequestsQuery, useActionDataDeletionRequest } from './queries';
import { RetentionDeletionsSection } from './RetentionDeletionsSection';
import { SubjectAccessRequestsSection } from './SubjectAccessRequestsSection';
import './privacy.css';

const statusTag = (request: DataDeletionRequestView) =>
  request.status === 'pending' ? (
    <Tag intent="warning">Pending</Tag>
  ) : request.status === 'erased' ? (
    <Tag intent="success">Erased</Tag>
  ) : (
    <Tag intent="none">Declined</Tag>
  );

/** The admins' queue of requests from the public "Delete Your Data" form, pending first. */
export function DataDeletionRequestsPage() {
  const requests = useQuery(dataDeletionRequestsQuery);
  const [declining, setDeclining] = useState<DataDeletionRequestView | null>(null);
  const [erasing, setErasing] = useState<DataDeletionRequestView | null>(null);
  return (
    <>
      <PageHeading
        title={dataDeletionMessages.queueTitle}
        subtitle="Sent from the public Delete Your Data form (/requestDeleteData)."
      />
      {!requests.data ? (
        <LoadingState label="Loading requests" />
      ) : requests.data.requests.length === 0 ? (
        <EmptyState
          icon="trash"
          title={dataDeletionMessages.queueEmpty}
          description="Nobody has asked for their data to be deleted."
        />
      ) : (
        <ul className="data-deletion-list">
          {requests.data.requests.map((request) => (
            <li key={request.requestId}>
              <Card className="data-deletion-card">
                <div className="data-deletion-card__head">
                  <strong>{request.accountHolderName}</strong>
                  {statusTag(request)}
                </div>
                <dl className="data-deletion-card__details">
                  <dt>Account e-mail</dt>
                  <dd>
                    {shownAddress(request.accountEmail)}{' '}
                    {request.status === 'erased' ? null : request.accountFound ? (
                      <Tag minimal intent="primary">
                        Account found
                      </Tag>
                    ) : (
                      <Tag minimal>No such account</Tag>
                    )}
                  </dd>
                  <dt>Venue</dt>
                  <dd>
                    {request.venueTitle} ({request.venueCode})
                  </dd>
                  <dt>Requested</dt>
                  <dd>{formatLondonDateTime(request.requestedAt)}</dd>
                  {request.actionedAt && (
                    <>
                      <dt>Actioned</dt>
                      <dd>
                        {formatLondonDateTime(request.actionedAt)} by {shownAddress(request.actionedBy ?? '')}
                        {request.note && ` — ${request.note}`}
                      </dd>
                    </>
                  )}
                </dl>
                {request.status === 'pending' && (
                  <div className="data-deletion-card__actions">
                    <Button
                      intent="danger"
                      icon="eraser"
                      text={dataDeletionMessages.erase}
                      onClick={() => setErasing(request)}
                    />
                    <Button text={dataDeletionMessages.decline} onClick={() => setDeclining(request)} />
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <SubjectAccessRequestsSection />
      <RetentionDeletionsSection />
      {declining && <DeclineDialog request={declining} onClose={() => setDeclining(null)} />}
      {erasing && <EraseDialog request={erasing} onClose={() => setErasing(null)} />}
    </>
  );
}

function DeclineDialog({ request, onClose }: { request: DataDeletionRequestView; onClose: () => void }) {
  const action = useActionDataDeletionRequest();
  const [note, setNote] = useState('');
  const decline = () =>
    action.mutate(
      { requestId: request.requestId, outcome: 'declined', note },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', message: dataDeletionMessages.declined });
          onClose();
        },
        onError: showErrorToast,
      },
    );
  return (
    <Dialog isOpen title={`Decline the request of ${request.accountHolderName}`} onClose={onClose}>
      <DialogBody>
        <FormGroup label="Why (shown in the queue)" labelFor="data-deletion-note">
          <TextArea id="data-deletion-note" fill value={note} onChange={(event) => setNote(event.target.value)} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="danger" text={dataDeletionMessages.decline} loading={action.isPending} onClick={decline} />
          </>
        }
      />
    </Dialog>
  );
}

function EraseDialog({ request, onClose }: { request: DataDeletionRequestView; onClose: () => void }) {
  const action = useActionDataDeletionRequest();
  const erase = () =>
    action.mutate(
      { requestId: request.requestId, outcome: 'erased', note: '' },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', message: dataDeletionMessages.erased });
          onClose();
        },
        onError: showErrorToast,
      },
    );
  return (
    <Dialog isOpen icon="eraser" title={`Erase the data of ${request.accountHolderName}`} onClose={onClose}>
      <DialogBody>
        <p>{dataDeletionMessages.eraseConfirm}</p>
        <p>
          <strong>{request.accountHolderName}</strong> ({request.accountEmail})
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="danger" text={dataDeletionMessages.erase} loading={action.isPending} onClick={erase} />
          </>
        }
      />
    </Dialog>
  );
}
