import { Button, Card, H2 } from '@blueprintjs/core';
import { formatLondonDateTime, subjectAccessMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '../platform/LoadingState';
import { NoticeCallout } from '../platform/NoticeCallout';
import { showErrorToast, showToast } from '../platform/toaster';
import {
  ownSubjectAccessRequestsQuery,
  useDownloadSubjectAccess,
  useRequestOwnSubjectAccess,
} from './subjectAccessQueries';
import './subjectAccess.css';

/** Issue 48 subject access: the signed-in person asks for a copy of their data and downloads it here. */
export function SubjectAccessCard() {
  const requests = useQuery(ownSubjectAccessRequestsQuery);
  const ask = useRequestOwnSubjectAccess();
  const download = useDownloadSubjectAccess('own');
  const latest = requests.data?.requests[0];

  const requestCopy = () =>
    ask.mutate(undefined, {
      onSuccess: () =>
        void showToast({ intent: 'success', icon: 'tick-circle', message: subjectAccessMessages.requested }),
      onError: showErrorToast,
    });

  return (
    <Card className="settings-card subject-access-card">
      <H2 className="settings-card__title">{subjectAccessMessages.cardTitle}</H2>
      <p className="settings-card__intro">{subjectAccessMessages.cardIntro}</p>
      {!requests.data ? (
        <LoadingState label="Loading your requests" />
      ) : latest?.status === 'pending' ? (
        <NoticeCallout intent="primary" role="status" title={`Requested ${formatLondonDateTime(latest.requestedAt)}`}>
          {subjectAccessMessages.waiting}
        </NoticeCallout>
      ) : (
        <div className="subject-access-card__actions">
          {latest?.status === 'delivered' && (
            <>
              <p className="subject-access-card__ready">
                {subjectAccessMessages.ready} Asked for {formatLondonDateTime(latest.requestedAt)}
                {latest.deliveredAt && `, ready since ${formatLondonDateTime(latest.deliveredAt)}`}.
              </p>
              <Button
                intent="primary"
                icon="download"
                text={subjectAccessMessages.downloadOwn}
                loading={download.isPending}
                onClick={() => download.mutate(latest.requestId, { onError: showErrorToast })}
              />
            </>
          )}
          <Button icon="document" text={subjectAccessMessages.request} loading={ask.isPending} onClick={requestCopy} />
        </div>
      )}
    </Card>
  );
}
