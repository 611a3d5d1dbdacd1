import { Dialog, DialogBody } from '@blueprintjs/core';
import { type PurchaseOrder, receiptingWords } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { HistoryRows } from './HistoryRows';
import { poHistoryQuery } from './queries';

/** Spec 02 §2.4 "Order changes history" (50% wide): every receipting change of one PO, newest first. */
export function HistoryDialog({ venueId, po, onClose }: { venueId: string; po: PurchaseOrder; onClose: () => void }) {
  const history = useQuery(poHistoryQuery(venueId, po));
  return (
    <Dialog isOpen title={receiptingWords.historyModal} onClose={onClose} className="receipting-history-dialog">
      <DialogBody>
        {history.isPending ? (
          <LoadingState label="Loading the history" />
        ) : history.data?.rows.length ? (
          <HistoryRows rows={history.data.rows} />
        ) : (
          <EmptyState
            icon="history"
            title="No changes yet"
            description="Reported errors and the supplier's answers show here."
          />
        )}
      </DialogBody>
    </Dialog>
  );
}
