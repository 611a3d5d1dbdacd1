import { Alert, Button, Card, H2, H3 } from '@blueprintjs/core';
import { type Checklist, checklistAdjustmentMessages } from '@oms/contracts';
import { useCallback, useId, useMemo, useState } from 'react';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { newIdempotencyKey } from '../orderModal/idempotencyKey';
import {
  approveBody,
  changeQuantity,
  type Decisions,
  decisionsOfApproved,
  everyLineDecided,
  toggleDecision,
} from './decisions';
import { NewOrderGrid, type NewOrderGridContext } from './NewOrderGrid';
import { type ChecklistAddress, useAdjustChecklist } from './queries';
import './adminChecklistEditor.css';

/**
 * Spec 01 §2 and §4: on a locked checklist an admin changes accepted quantities and decisions, then
 * Save asks 'Are you sure you want to confirm this changes?' and records them.
 */
export function AdminChecklistEditor({
  checklist,
  address,
  onDone,
}: {
  checklist: Checklist;
  address: ChecklistAddress;
  onDone: () => void;
}) {
  const { approvedOrders, supplier } = checklist;
  const [decisions, setDecidedDecisions] = useState<Decisions>(() => decisionsOfApproved(approvedOrders));
  // One key per set of decisions: sending the same decisions again after a failure reuses it.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const setDecisions = useCallback((change: (current: Decisions) => Decisions) => {
    setDecidedDecisions(change);
    setIdempotencyKey(newIdempotencyKey());
  }, []);
  const [confirming, setConfirming] = useState(false);
  const adjust = useAdjustChecklist(address);
  const headingId = useId();
  const confirmId = useId();

  const gridContext = useMemo<NewOrderGridContext>(
    () => ({
      onDecide: (key, choice) => setDecisions((current) => toggleDecision(current, key, choice)),
      onQuantity: (key, quantity, ordered) =>
        setDecisions((current) => changeQuantity(current, key, quantity, ordered)),
    }),
    [setDecisions],
  );

  const save = () => {
    setConfirming(false);
    adjust.mutate({ body: approveBody(approvedOrders, decisions), idempotencyKey }, { onSuccess: onDone });
  };

  return (
    <Card className="checklist-card" role="region" aria-labelledby={headingId}>
      <div className="checklist-section__header">
        <H2 id={headingId} className="checklist-section__title">
          Approved orders: editing
        </H2>
      </div>
      {approvedOrders.map((order) => (
        <div key={order.orderId} className="checklist-order">
          {order.poNumber && <H3 className="checklist-order__title">PO {order.poNumber}</H3>}
          <NewOrderGrid
            order={order}
            decisions={decisions}
            disabled={adjust.isPending}
            hidesPrices={supplier.hidesPrices}
            context={gridContext}
          />
        </div>
      ))}
      {adjust.isError && (
        <NoticeCallout intent="danger" role="alert" title="The changes were not saved">
          {adjust.error.message}
        </NoticeCallout>
      )}
      <div className="checklist-edit-actions">
        <Button text="Cancel" onClick={onDone} disabled={adjust.isPending} />
        <Button
          intent="primary"
          icon="floppy-disk"
          text={checklistAdjustmentMessages.save}
          loading={adjust.isPending}
          disabled={!everyLineDecided(decisions)}
          onClick={() => setConfirming(true)}
        />
      </div>
      <Alert
        isOpen={confirming}
        intent="primary"
        icon="confirm"
        confirmButtonText="Confirm"
        cancelButtonText="Cancel"
        onConfirm={save}
        onCancel={() => setConfirming(false)}
        aria-labelledby={confirmId}
      >
        <p id={confirmId}>{checklistAdjustmentMessages.confirmChanges}</p>
      </Alert>
    </Card>
  );
}
