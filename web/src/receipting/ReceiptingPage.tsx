import { Button, Card, FormGroup } from '@blueprintjs/core';
import {
  addBusinessDays,
  businessDateOf,
  isErrorOf,
  isLimitReached,
  type PurchaseOrder,
  planLimitMessages,
  RECEIPTING_DEFAULT_DAYS,
  type ReceiptingLine,
  receiptingPageSizes,
  receiptingWords,
  subscriptionErrors,
  upgradePlanPath,
  usageOf,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSaveToDataplus } from '../integrations/dataplus/useSaveToDataplus';
import { useSendToXero } from '../integrations/useSendToXero';
import { BusinessDateInput } from '../platform/BusinessDateInput';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { Pager } from '../platform/Pager';
import { UnsavedChangesPrompt } from '../platform/UnsavedChangesPrompt';
import { planUsageQuery } from '../subscriptions/queries';
import { AddProductDialog } from './AddProductDialog';
import { HistoryDialog } from './HistoryDialog';
import { InvoiceDialog } from './InvoiceDialog';
import { MatchToleranceDialog } from './MatchToleranceDialog';
import { PurchaseOrderCard, PurchaseOrdersTableHead } from './PurchaseOrderCard';
import { purchaseOrdersQuery } from './queries';
import { ReportErrorDialog } from './ReportErrorDialog';
import { type DraftsByLine, lineKey, purchaseOrderKey } from './reportDraft';
import './receipting.css';

function UpgradePrompt({ venueId }: { venueId: string }) {
  return (
    <Card>
      <EmptyState
        icon="lock"
        title={planLimitMessages.limitReached}
        description="Goods receipting checks each delivery against its order, sends what was wrong to the supplier and keeps the credit owed."
        action={<LinkButton to={upgradePlanPath(venueId)} intent="primary" text={planLimitMessages.upgrade} />}
      />
    </Card>
  );
}

/** /v/{venueId}/purchasing/receipting (spec 02 §2.4): purchase orders of a period, receipted line by line. */
export function ReceiptingPage() {
  const { venueId = '' } = useParams();
  const today = businessDateOf(new Date());
  const [range, setRange] = useState({ start: addBusinessDays(today, -RECEIPTING_DEFAULT_DAYS), end: today });
  const [pageSize, setPageSize] = useState<number>(10);
  const [page, setPage] = useState(1);
  const [drafts, setDrafts] = useState<Record<string, DraftsByLine>>({});
  const [reporting, setReporting] = useState<{ po: PurchaseOrder; line: ReceiptingLine } | null>(null);
  const [historyOf, setHistoryOf] = useState<PurchaseOrder | null>(null);
  const [addingTo, setAddingTo] = useState<PurchaseOrder | null>(null);
  const [invoiceOf, setInvoiceOf] = useState<PurchaseOrder | null>(null);
  const [editingTolerance, setEditingTolerance] = useState(false);
  const usage = useQuery(planUsageQuery(venueId));
  const usedUp = usage.data ? isLimitReached(usageOf(usage.data, 'Goods_Receipting')) : false;
  // The usage on screen can be older than the visit just recorded on leaving: the list's own refusal counts too.
  const list = useQuery({
    ...purchaseOrdersQuery(venueId, range),
    enabled: usage.isSuccess && !usedUp,
    throwOnError: (error, query) =>
      !isErrorOf(error, subscriptionErrors.planLimitReached) && query.state.data === undefined,
  });
  const limited = usedUp || isErrorOf(list.error, subscriptionErrors.planLimitReached);
  const sendToXero = useSendToXero(venueId, usage.data?.includedFeatures.includes('Xero') ?? false);
  const saveToDataplus = useSaveToDataplus(venueId);
  const unsaved = Object.values(drafts).some((byLine) => Object.keys(byLine).length > 0);

  const heading = (
    <PageHeading
      title={receiptingWords.title}
      subtitle="Check each delivery against its order, report what was wrong and send the changes to the supplier."
      actions={
        <>
          <Button
            icon="endorsed"
            text="Match tolerance"
            disabled={!list.data}
            onClick={() => setEditingTolerance(true)}
          />
          <LinkButton
            to={`/v/${encodeURIComponent(venueId)}/receipting/history`}
            icon="history"
            text="Receipting history"
          />
        </>
      }
    />
  );
  if (usage.isPending)
    return (
      <>
        {heading}
        <LoadingState label="Loading goods receipting" />
      </>
    );
  if (limited)
    return (
      <>
        {heading}
        <UpgradePrompt venueId={venueId} />
      </>
    );

  const orders = list.data?.purchaseOrders ?? [];
  const pages = Math.max(1, Math.ceil(orders.length / pageSize));
  const current = Math.min(page, pages);
  const shown = orders.slice((current - 1) * pageSize, current * pageSize);
  const setDraftsOf = (po: PurchaseOrder, change: (byLine: DraftsByLine) => DraftsByLine) =>
    setDrafts((all) => ({ ...all, [purchaseOrderKey(po)]: change(all[purchaseOrderKey(po)] ?? {}) }));

  return (
    <>
      {heading}
      <div className="receipting-filters">
        <FormGroup label="From" labelFor="receipting-start" inline>
          <BusinessDateInput
            id="receipting-start"
            value={range.start}
            maxDate={range.end}
            onChange={(start) => start && setRange({ ...range, start })}
          />
        </FormGroup>
        <FormGroup label="To" labelFor="receipting-end" inline>
          <BusinessDateInput
            id="receipting-end"
            value={range.end}
            minDate={range.start}
            maxDate={today}
            onChange={(end) => end && setRange({ ...range, end })}
          />
        </FormGroup>
      </div>
      {list.isPending ? (
        <LoadingState label="Loading purchase orders" />
      ) : orders.length === 0 ? (
        <Card>
          <EmptyState
            icon="box"
            title="No purchase orders in this period"
            description="Orders placed through the basket, by hand or from e-mail appear here to be receipted."
          />
        </Card>
      ) : (
        <>
          <table
            className="receipting-list"
            aria-label="Purchase orders"
            aria-busy={list.isFetching}
            data-range={list.data ? `${list.data.start}:${list.data.end}` : undefined}
          >
            <PurchaseOrdersTableHead />
            {shown.map((po) => (
              <PurchaseOrderCard
                key={purchaseOrderKey(po)}
                venueId={venueId}
                po={po}
                xero={sendToXero(po)}
                dataplus={saveToDataplus(po)}
                drafts={drafts[purchaseOrderKey(po)] ?? {}}
                onReport={(line) => setReporting({ po, line })}
                onDiscard={(line) =>
                  setDraftsOf(po, (byLine) => {
                    const { [lineKey(line)]: _discarded, ...rest } = byLine;
                    return rest;
                  })
                }
                onSaved={() => setDraftsOf(po, () => ({}))}
                onHistory={() => setHistoryOf(po)}
                onAddProduct={() => setAddingTo(po)}
                onInvoice={() => setInvoiceOf(po)}
              />
            ))}
          </table>
          <Pager
            page={current}
            pageSize={pageSize}
            total={orders.length}
            onPage={setPage}
            sizes={{
              options: receiptingPageSizes,
              label: 'Purchase orders per page',
              onChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
            }}
          />
        </>
      )}
      <ReportErrorDialog
        line={reporting?.line ?? null}
        draft={reporting ? drafts[purchaseOrderKey(reporting.po)]?.[lineKey(reporting.line)] : undefined}
        onClose={() => setReporting(null)}
        onReport={(draft) => {
          if (reporting) setDraftsOf(reporting.po, (byLine) => ({ ...byLine, [lineKey(reporting.line)]: draft }));
          setReporting(null);
        }}
      />
      {historyOf && <HistoryDialog venueId={venueId} po={historyOf} onClose={() => setHistoryOf(null)} />}
      {addingTo && <AddProductDialog venueId={venueId} po={addingTo} onClose={() => setAddingTo(null)} />}
      {invoiceOf && <InvoiceDialog venueId={venueId} po={invoiceOf} onClose={() => setInvoiceOf(null)} />}
      {editingTolerance && list.data && (
        <MatchToleranceDialog
          venueId={venueId}
          tolerance={list.data.tolerance}
          onClose={() => setEditingTolerance(false)}
        />
      )}
      {/* Leaving with reports not saved asks first (spec 02 §2.4). */}
      <UnsavedChangesPrompt unsaved={unsaved} message={receiptingWords.unsavedChanges} />
    </>
  );
}
