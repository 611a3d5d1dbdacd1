import { Card } from '@blueprintjs/core';
import { RECEIPTING_HISTORY_PAGE_SIZE } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { Pager } from '../platform/Pager';
import { HistoryRows } from './HistoryRows';
import { receiptingHistoryQuery } from './queries';
import './receipting.css';

/** /v/{venueId}/receipting/history (spec 02 §2.4): every receipting change of the venue, 50 a page. */
export function ReceiptingHistoryPage() {
  const { venueId = '' } = useParams();
  const [page, setPage] = useState(1);
  const history = useQuery(receiptingHistoryQuery(venueId, page, RECEIPTING_HISTORY_PAGE_SIZE));
  const total = history.data?.total ?? 0;
  return (
    <>
      <PageHeading
        title="Receipting history"
        actions={
          <LinkButton
            to={`/v/${encodeURIComponent(venueId)}/purchasing/receipting`}
            icon="arrow-left"
            text="Back to Goods receipting"
          />
        }
      />
      {history.isPending ? (
        <LoadingState label="Loading the receipting history" />
      ) : total === 0 ? (
        <Card>
          <EmptyState
            icon="history"
            title="No receipting changes yet"
            description="Errors reported on deliveries and the suppliers' answers show here."
          />
        </Card>
      ) : (
        <Card>
          <HistoryRows rows={history.data?.rows ?? []} showPurchaseOrder />
          <Pager page={page} pageSize={RECEIPTING_HISTORY_PAGE_SIZE} total={total} onPage={setPage} />
        </Card>
      )}
    </>
  );
}
