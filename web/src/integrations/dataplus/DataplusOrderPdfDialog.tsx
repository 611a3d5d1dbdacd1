import { AnchorButton, Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { type DataplusIntegrationOrder, dataplusMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '../../platform/LoadingState';
import { dataplusOrderPdfQuery } from './queries';

/** Spec 02 §2.6 Dataplus Order PDF: the order as a document, shown in the modal through its signed link. */
export function DataplusOrderPdfDialog({
  venueId,
  order,
  onClose,
}: {
  venueId: string;
  order: Pick<DataplusIntegrationOrder, 'supplierId' | 'supplierTitle' | 'poNumber'>;
  onClose: () => void;
}) {
  const pdf = useQuery(dataplusOrderPdfQuery(venueId, order.supplierId, order.poNumber));
  const title = `${order.supplierTitle} · PO ${order.poNumber}`;
  return (
    <Dialog isOpen onClose={onClose} title="Dataplus Order PDF" className="dataplus-pdf-dialog">
      <DialogBody>
        {pdf.isPending && <LoadingState label="Preparing the PDF" />}
        {pdf.isError && (
          <Callout intent="danger" title={dataplusMessages.sendFailed}>
            {pdf.error.message || dataplusMessages.tryAgain}
          </Callout>
        )}
        {pdf.data && <iframe className="dataplus-pdf-dialog__frame" src={pdf.data.url} title={title} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <AnchorButton
              intent="primary"
              icon="share"
              text="Open in a new tab"
              href={pdf.data?.url}
              target="_blank"
              rel="noopener"
              disabled={!pdf.data}
            />
          </>
        }
      />
    </Dialog>
  );
}
