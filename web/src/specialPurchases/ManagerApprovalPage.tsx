import { Button, Callout, Card, H2, Tag } from '@blueprintjs/core';
import {
  formatLondonDateTime,
  formatPence,
  managerStatusLabels,
  type SpecialPurchaseDecision,
  specialPurchaseMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../platform/apiError';
import { DetailsTable } from '../platform/DetailsTable';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { NoticeCallout } from '../platform/NoticeCallout';
import { PageHeading } from '../platform/PageHeading';
import { showToast } from '../platform/toaster';
import { managerRequestQuery, useManagerDecision } from './queries';
import './specialPurchases.css';

const statusIntent = { pending: 'warning', approved: 'success', declined: 'danger' } as const;

/** /v/{requestId}/special-purchase-order-detail?token=…: the manager answers without signing in. */
export function ManagerApprovalPage() {
  const { requestId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const token = search.get('token') ?? '';
  // The e-mail's one-click buttons land here with the choice made; it takes effect once confirmed.
  const chosen = search.get('decision');
  const preselected: SpecialPurchaseDecision | null = chosen === 'approved' || chosen === 'declined' ? chosen : null;
  // A refused link is this page's own answer, not an error for the route's boundary.
  const request = useQuery({ ...managerRequestQuery(requestId, token), enabled: token !== '', throwOnError: false });
  const decide = useManagerDecision(requestId, token);
  const heading = <PageHeading title={specialPurchaseMessages.managerPageTitle} />;

  if (!token || request.isError) {
    const message =
      request.error instanceof ApiError
        ? request.error.message
        : 'This approval link is not valid. Please use the link in the approval e-mail.';
    return (
      <div className="manager-approval">
        {heading}
        <Card>
          <EmptyState icon="disable" title="This link cannot be used" description={message} />
        </Card>
      </div>
    );
  }
  if (!request.data) return <LoadingState label="Loading the request" />;
  const current = request.data;
  const answer = (decision: SpecialPurchaseDecision) =>
    decide.mutate(decision, {
      onSuccess: (result) => {
        void showToast({ intent: decision === 'approved' ? 'success' : 'primary', message: result.message });
        setSearch({ token }, { replace: true });
      },
      onError: (error) =>
        void showToast({ intent: 'danger', message: error instanceof ApiError ? error.message : String(error) }),
    });

  const attachment = current.attachment;
  const rows: Array<[string, React.ReactNode]> = [
    ['Manager', current.managerName],
    ['Staff', `${current.staffName} (${current.staffEmail})`],
    ['Item', current.itemName],
    ['SKU', current.sku],
    ['Cost', formatPence(current.itemCostPence)],
    ['Supplier', current.supplier.title],
    ['Justification', current.justification || '—'],
    ['Requested', formatLondonDateTime(current.requestedAt)],
    ...(attachment?.url
      ? [
          [
            'Attachment',
            <a key="attachment" href={attachment.url} target="_blank" rel="noopener noreferrer">
              {attachment.fileName}
            </a>,
          ] as [string, React.ReactNode],
        ]
      : []),
  ];
  return (
    <div className="manager-approval">
      {heading}
      <Card className="manager-approval__card">
        <div className="manager-approval__head">
          <H2 className="manager-approval__title">{current.itemName}</H2>
          <Tag intent={statusIntent[current.status]} large>
            {managerStatusLabels[current.status]}
          </Tag>
        </div>
        {preselected && preselected !== current.status && (
          <NoticeCallout
            intent={preselected === 'approved' ? 'success' : 'danger'}
            role="status"
            title={preselected === 'approved' ? 'Approve this special purchase?' : 'Reject this special purchase?'}
          >
            <Button
              intent={preselected === 'approved' ? 'success' : 'danger'}
              text={preselected === 'approved' ? 'Confirm approval' : 'Confirm rejection'}
              loading={decide.isPending}
              onClick={() => answer(preselected)}
            />
          </NoticeCallout>
        )}
        {current.inPriceFile === false && (
          <Callout intent="warning" className="manager-approval__warning">
            {specialPurchaseMessages.notInPriceFile}
          </Callout>
        )}
        <DetailsTable className="manager-approval__details" rows={rows} />
        <div className="manager-approval__actions">
          <Button
            intent="success"
            icon="tick"
            size="large"
            text={specialPurchaseMessages.approve}
            disabled={current.status === 'approved'}
            loading={decide.isPending && decide.variables === 'approved'}
            onClick={() => answer('approved')}
          />
          <Button
            intent="danger"
            icon="cross"
            size="large"
            text={specialPurchaseMessages.reject}
            disabled={current.status === 'declined'}
            loading={decide.isPending && decide.variables === 'declined'}
            onClick={() => answer('declined')}
          />
        </div>
      </Card>
    </div>
  );
}
