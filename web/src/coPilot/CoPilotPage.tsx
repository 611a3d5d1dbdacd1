import { Alert, Button, Callout, Classes } from '@blueprintjs/core';
import { coPilotMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../identity/queries';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showErrorToast, showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { useSupplierId } from '../supplierPortal/useSupplierId';
import { EmailDropZone } from './EmailDropZone';
import { InterpretationColumn } from './InterpretationColumn';
import { NewOrdersColumn } from './NewOrdersColumn';
import { OriginalOrderDialog } from './OriginalOrderDialog';
import {
  aiOrderQuery,
  coPilotInboxQuery,
  useApproveAiOrder,
  useApproveConfidentAiOrders,
  useDeleteAiOrders,
  useDropEmail,
  useInterpretAiOrder,
  useRejectAiOrder,
} from './queries';
import { ReviewColumn } from './ReviewColumn';
import { TrackingOverview } from './TrackingOverview';
import './coPilot.css';

/** Spec 03 §2 Co-Pilot (/supplier/co-pilot): orders e-mailed to the supplier, read, reviewed and placed. */
export function CoPilotPage() {
  const supplierId = useSupplierId();
  const session = useSession();
  const inbox = useQuery(coPilotInboxQuery(supplierId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [originalId, setOriginalId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'selected' | 'all' | null>(null);
  const [feedback, setFeedback] = useState('');
  const orders = inbox.data?.orders ?? [];
  const current = selectedId && orders.some((order) => order.aiOrderId === selectedId) ? selectedId : null;
  const detail = useQuery(aiOrderQuery(supplierId, current ?? ''));
  const original = useQuery(aiOrderQuery(supplierId, originalId ?? ''));
  const interpret = useInterpretAiOrder(supplierId);
  const approve = useApproveAiOrder(supplierId);
  const approveConfident = useApproveConfidentAiOrders(supplierId);
  const reject = useRejectAiOrder(supplierId);
  const remove = useDeleteAiOrders(supplierId);
  const drop = useDropEmail(supplierId);
  const tried = useRef(new Set<string>());
  const readOrder = interpret.mutate;
  const stacked = useNarrowerThan('lg');

  // Spec 03 §4: an e-mail with no reading yet is read when it is selected (once per visit).
  const data = detail.data;
  useEffect(() => {
    if (!data || data.interpretation || tried.current.has(data.aiOrderId)) return;
    tried.current.add(data.aiOrderId);
    readOrder(data.aiOrderId, { onError: showErrorToast });
  }, [data, readOrder]);

  const select = (aiOrderId: string) => {
    setSelectedId(aiOrderId);
    setFeedback('');
    // Stacked on a phone, the reading is below the whole list: bring it into view.
    if (stacked) {
      requestAnimationFrame(() =>
        document.getElementById('co-pilot-interpretation')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      );
    }
  };
  const done = (message: string) => {
    void showToast({ intent: 'success', message });
    setFeedback('');
  };
  const decide = (mutation: typeof approve | typeof reject) => {
    if (!current) return;
    mutation.mutate(
      { aiOrderId: current, feedback },
      { onSuccess: ({ message }) => done(message), onError: showErrorToast },
    );
  };
  const confirmDelete = () => {
    const selection = confirming === 'all' ? { all: true as const } : { aiOrderIds: [...checked] };
    setConfirming(null);
    // An order on its way out is no longer read (a refresh of it would only find it gone).
    if (current && ('all' in selection || selection.aiOrderIds.includes(current))) setSelectedId(null);
    remove.mutate(selection, {
      onSuccess: ({ message }) => {
        void showToast({ intent: 'success', message });
        setChecked(new Set());
      },
      onError: showErrorToast,
    });
  };

  if (inbox.isPending) return <LoadingState label="Loading Co-Pilot" />;
  if (inbox.isError) return <Callout intent="danger">{inbox.error.message}</Callout>;
  const { captureAddress, trackingOverview } = inbox.data;
  const confident = orders.filter((order) => order.status === 'unprocessed' && !order.needsReview);
  const approveAllConfident = () =>
    approveConfident.mutate(
      confident.map((order) => order.aiOrderId),
      { onSuccess: ({ message }) => void showToast({ intent: 'success', message }), onError: showErrorToast },
    );

  return (
    <div className="co-pilot">
      <PageHeading
        title="Co-Pilot"
        subtitle="Orders your customers e-mail you, read by Co-Pilot for you to check and place."
        actions={
          <>
            <Button
              icon="tick-circle"
              intent="success"
              text={`${coPilotMessages.approveAllConfident} (${confident.length})`}
              aria-label={coPilotMessages.approveAllConfident}
              disabled={confident.length === 0}
              loading={approveConfident.isPending}
              onClick={approveAllConfident}
            />
            <Button
              icon="trash"
              text="Delete selected"
              disabled={checked.size === 0}
              loading={remove.isPending && confirming === null}
              onClick={() => setConfirming('selected')}
            />
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              text="Delete all"
              disabled={orders.length === 0}
              onClick={() => setConfirming('all')}
            />
          </>
        }
      />
      <Callout className="co-pilot__address" icon="envelope" title="Forwarding address">
        {captureAddress ? (
          <>
            Forward order e-mails to <strong className={Classes.MONOSPACE_TEXT}>{captureAddress}</strong>
          </>
        ) : (
          'This account has no AI order capture e-mail yet.'
        )}
      </Callout>
      <TrackingOverview tracking={trackingOverview} />
      {session?.account.roles.isAdmin && (
        <EmailDropZone
          busy={drop.isPending}
          onFile={(file) =>
            drop.mutate(file, {
              onSuccess: ({ message, aiOrderId }) => {
                void showToast({ intent: 'success', message });
                select(aiOrderId);
              },
              onError: showErrorToast,
            })
          }
        />
      )}
      <div className="co-pilot__columns">
        <NewOrdersColumn
          orders={orders}
          selectedId={current}
          checked={checked}
          onSelect={select}
          onCheck={(aiOrderId, on) =>
            setChecked((before) => {
              const next = new Set(before);
              if (on) next.add(aiOrderId);
              else next.delete(aiOrderId);
              return next;
            })
          }
          onViewOriginal={setOriginalId}
        />
        <InterpretationColumn
          detail={current ? detail.data : undefined}
          loading={Boolean(current) && detail.isPending}
          reading={interpret.isPending}
          onReadAgain={() => current && interpret.mutate(current, { onError: showErrorToast })}
        />
        <ReviewColumn
          detail={current ? detail.data : undefined}
          feedback={feedback}
          onFeedback={setFeedback}
          approving={approve.isPending}
          rejecting={reject.isPending}
          onApprove={() => decide(approve)}
          onReject={() => decide(reject)}
        />
      </div>
      <OriginalOrderDialog detail={originalId ? (original.data ?? null) : null} onClose={() => setOriginalId(null)} />
      <Alert
        isOpen={confirming !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming === 'all' ? coPilotMessages.confirmDeleteAll : coPilotMessages.confirmDeleteSelected}</p>
      </Alert>
    </div>
  );
}
