import { Alert, Button, Card, Checkbox, H1, H2, H3, Tag, Tooltip } from '@blueprintjs/core';
import {
  type Checklist,
  type ChecklistOrder,
  checklistAdjustmentMessages,
  checklistMessages,
  checklistTotals,
  formatLondonDateTime,
  formatOrderDate,
  formatPence,
  reachesAdminArea,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../../identity/queries';
import { isApiError } from '../../platform/apiError';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { MessageCustomerButton } from '../../support/chat/MessageCustomerButton';
import { checklistChatLink } from '../../support/chat/queries';
import { newIdempotencyKey } from '../orderModal/idempotencyKey';
import { AdminChecklistEditor } from './AdminChecklistEditor';
import { ApprovedOrderGrid } from './ApprovedOrderGrid';
import { checklistCsv, checklistCsvFileName, downloadCsv } from './checklistCsv';
import {
  anyLineDecided,
  approveAllState,
  approveBody,
  changeQuantity,
  type Decisions,
  everyLineDecided,
  initialDecisions,
  toggleApproveAll,
  toggleDecision,
} from './decisions';
import { NewOrderGrid, type NewOrderGridContext } from './NewOrderGrid';
import { type ChecklistAddress, checklistQuery, useApproveChecklist } from './queries';
import './checklist.css';

/** Spec 01 §2: the page a supplier opens from the order e-mail to accept or reject each line. */
export function ChecklistPage() {
  const { venueId = '', supplierId = '', date = '', orderNumber = 'all' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const session = useSession();
  // Spec 01 §2: the orders page's admin link opens the admin view; the server checks the role again.
  const adminView = searchParams.get('admin') === 'true' && session !== null && reachesAdminArea(session.account.roles);
  const address = useMemo<ChecklistAddress>(
    () => ({ venueId, supplierId, date, orderNumber, token }),
    [venueId, supplierId, date, orderNumber, token],
  );
  const checklist = useQuery(checklistQuery(address));
  // Here, not in the view: its failure message must outlive the view's reset when the data reloads.
  const approve = useApproveChecklist(address);

  if (checklist.isPending) return <LoadingState label="Loading the checklist" />;
  if (checklist.error) {
    const refused = isApiError(checklist.error) && checklist.error.status === 403;
    return (
      <Card className="checklist-card">
        <EmptyState
          headingLevel={1}
          icon={refused ? 'lock' : 'error'}
          title={refused ? 'Checklist link not valid' : 'This checklist could not be opened'}
          description={refused ? checklistMessages.invalidLink : checklist.error.message}
        />
      </Card>
    );
  }
  // Fresh decisions whenever the orders waiting for them change (after approving, they are gone).
  const waiting = checklist.data.newOrders.map((order) => order.orderId).join(',');
  return (
    <ChecklistView key={waiting} checklist={checklist.data} address={address} approve={approve} adminView={adminView} />
  );
}

function greetingOf(checklist: Checklist): string {
  const { greeting, supplier, venue } = checklist;
  return greeting === checklistMessages.greetingNew
    ? `Hello ${supplier.title}, you have a ${greeting} from ${venue.title}`
    : `Hello ${supplier.title}, here are ${greeting} from ${venue.title}`;
}

function ChecklistView({
  checklist,
  address,
  approve,
  adminView,
}: {
  checklist: Checklist;
  address: ChecklistAddress;
  approve: ReturnType<typeof useApproveChecklist>;
  adminView: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const { newOrders, approvedOrders, supplier } = checklist;
  const [decisions, setDecidedDecisions] = useState<Decisions>(() => initialDecisions(newOrders));
  // One key per set of decisions: sending the same decisions again after a failure reuses it.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const setDecisions = useCallback((change: (current: Decisions) => Decisions) => {
    setDecidedDecisions(change);
    setIdempotencyKey(newIdempotencyKey());
  }, []);
  const [confirming, setConfirming] = useState(false);
  const newOrdersHeading = useId();
  const approvedHeading = useId();
  const confirmId = useId();

  const hasOrders = newOrders.length + approvedOrders.length > 0;
  const locked = checklist.locked;
  const allDecided = everyLineDecided(decisions);
  const unsaved = !locked && anyLineDecided(decisions);

  // Spec 01 §2: leaving the page would drop decisions not yet sent.
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const gridContext = useMemo<NewOrderGridContext>(
    () => ({
      onDecide: (key, choice) => setDecisions((current) => toggleDecision(current, key, choice)),
      onQuantity: (key, quantity, ordered) =>
        setDecisions((current) => changeQuantity(current, key, quantity, ordered)),
    }),
    [setDecisions],
  );

  const submit = useCallback(() => {
    setConfirming(false);
    approve.mutate({ body: approveBody(newOrders, decisions), idempotencyKey });
  }, [approve, newOrders, decisions, idempotencyKey]);

  const approveAll = approveAllState(decisions);

  return (
    <div className="checklist-page">
      <Card className="checklist-card checklist-summary">
        <H1 className="checklist-summary__greeting">{greetingOf(checklist)}</H1>
        <div className="checklist-summary__chat">
          <MessageCustomerButton
            venueId={address.venueId}
            variant="outlined"
            supplierLink={checklistChatLink(address)}
          />
        </div>
        <dl className="checklist-facts">
          <div>
            <dt>Account number</dt>
            <dd>{checklist.accountNumber || 'Not set'}</dd>
          </div>
          <div>
            <dt>Venue</dt>
            <dd>{checklist.venue.title}</dd>
          </div>
          <div>
            <dt>Delivery address</dt>
            <dd>
              <address className="checklist-address">
                {[
                  checklist.venue.addressLine1,
                  checklist.venue.addressLine2,
                  checklist.venue.addressCity,
                  checklist.venue.addressPostCode,
                ]
                  .filter((part) => part.trim() !== '')
                  .join(', ')}
              </address>
              {checklist.hasVenueUpdateAddress && (
                <Tag intent="warning" icon="warning-sign" className="checklist-address__tag">
                  {checklistMessages.addressUpdated}
                </Tag>
              )}
            </dd>
          </div>
        </dl>
      </Card>

      {!hasOrders && (
        <Card className="checklist-card">
          <EmptyState icon="inbox" title="No orders" description={checklistMessages.empty} />
        </Card>
      )}

      {newOrders.length > 0 && (
        <Card className="checklist-card" role="region" aria-labelledby={newOrdersHeading}>
          <div className="checklist-section__header">
            <H2 id={newOrdersHeading} className="checklist-section__title">
              New orders
            </H2>
            <Checkbox
              className="checklist-approve-all"
              label={checklistMessages.approveAll}
              checked={approveAll === 'all'}
              indeterminate={approveAll === 'some'}
              disabled={approve.isPending}
              onChange={() => setDecisions(toggleApproveAll)}
            />
          </div>
          {newOrders.map((order) => (
            <div key={order.orderId} className="checklist-order">
              <OrderFacts order={order} />
              <NewOrderGrid
                order={order}
                decisions={decisions}
                disabled={approve.isPending}
                hidesPrices={supplier.hidesPrices}
                context={gridContext}
              />
            </div>
          ))}
        </Card>
      )}

      {hasOrders && (
        <div className="checklist-actions">
          {approve.isError && (
            <NoticeCallout intent="danger" role="alert" title="The order was not accepted">
              {checklistMessages.acceptError(checklist.contactEmail)}
            </NoticeCallout>
          )}
          <ApproveButton
            locked={locked}
            allDecided={allDecided}
            loading={approve.isPending}
            onClick={() => setConfirming(true)}
          />
        </div>
      )}

      <Alert
        isOpen={confirming}
        intent="primary"
        icon="confirm"
        confirmButtonText="Confirm"
        cancelButtonText="Cancel"
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
        aria-labelledby={confirmId}
      >
        <p id={confirmId}>{checklistMessages.confirmApprove}</p>
      </Alert>

      {editing && <AdminChecklistEditor checklist={checklist} address={address} onDone={() => setEditing(false)} />}

      {approvedOrders.length > 0 && !editing && (
        <Card className="checklist-card" role="region" aria-labelledby={approvedHeading}>
          <div className="checklist-section__header">
            <H2 id={approvedHeading} className="checklist-section__title">
              Approved orders
            </H2>
            <div className="checklist-section__actions">
              {adminView && locked && (
                <Button icon="edit" text={checklistAdjustmentMessages.editChecklist} onClick={() => setEditing(true)} />
              )}
              <Button
                icon="download"
                text={checklistMessages.downloadCsv}
                onClick={() =>
                  downloadCsv(
                    checklistCsv(checklist),
                    checklistCsvFileName(checklist, address.date, address.orderNumber),
                  )
                }
              />
            </div>
          </div>
          {approvedOrders.map((order) => (
            <div key={order.orderId} className="checklist-order">
              <OrderFacts order={order} />
              <ApprovedOrderGrid order={order} hidesPrices={supplier.hidesPrices} />
            </div>
          ))}
          {!supplier.hidesPrices && <Totals orders={approvedOrders} />}
        </Card>
      )}
    </div>
  );
}

function ApproveButton({
  locked,
  allDecided,
  loading,
  onClick,
}: {
  locked: boolean;
  allDecided: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  if (locked) {
    return <Button size="large" intent="success" icon="tick-circle" text={checklistMessages.orderCompleted} disabled />;
  }
  const button = (
    <Button
      size="large"
      intent="primary"
      text={checklistMessages.approveOrder}
      disabled={!allDecided}
      loading={loading}
      onClick={onClick}
    />
  );
  if (allDecided) return button;
  // A disabled button takes no pointer events: the wrapper shows the reason on hover and on focus.
  return (
    <Tooltip content={checklistMessages.everyLineDecided} placement="top">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the reason the button is disabled */}
      <span className="checklist-actions__disabled" tabIndex={0}>
        {button}
      </span>
    </Tooltip>
  );
}

function OrderFacts({ order }: { order: ChecklistOrder }) {
  return (
    <div className="checklist-order__facts">
      <H3 className="checklist-order__title">
        {order.poNumber ? `PO ${order.poNumber}` : `Order placed ${formatLondonDateTime(order.orderedAt)}`}
      </H3>
      <span>
        Required delivery date{' '}
        <strong>
          {order.requiredDeliveryDay
            ? formatOrderDate(order.requiredDeliveryDay)
            : checklistMessages.nextAvailableDeliveryDay}
        </strong>
      </span>
      {order.notes.trim() !== '' && (
        <p className="checklist-order__notes">
          Notes: <span>{order.notes}</span>
        </p>
      )}
    </div>
  );
}

function Totals({ orders }: { orders: readonly ChecklistOrder[] }) {
  const totals = checklistTotals(orders);
  return (
    <dl className="checklist-totals">
      <div>
        <dt>Total ex VAT</dt>
        <dd>{formatPence(totals.exVat)}</dd>
      </div>
      <div>
        <dt>VAT amount</dt>
        <dd>{formatPence(totals.vat)}</dd>
      </div>
      {totals.deliveryFee > 0 && (
        <div>
          <dt>Delivery fee</dt>
          <dd>{formatPence(totals.deliveryFee)}</dd>
        </div>
      )}
      <div className="checklist-totals__total">
        <dt>Total</dt>
        <dd>{formatPence(totals.total)}</dd>
      </div>
    </dl>
  );
}
