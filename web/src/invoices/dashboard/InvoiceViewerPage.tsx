import { Card, H1 } from '@blueprintjs/core';
import { ERASED, formatTableDate, invoiceUploadMessages, uploadErrors } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../platform/EmptyState';
import { LinkButton } from '../../platform/LinkButton';
import { LoadingState } from '../../platform/LoadingState';
import { invoiceFileQuery } from './queries';
import './invoicesDashboard.css';

/** /invoice/{venueId}/{invoiceId} (spec 02 §2.8): a PDF in a frame, an image as itself, and the uploaded date. */
export function InvoiceViewerPage() {
  const { venueId = '', invoiceId = '' } = useParams();
  const invoice = useQuery(invoiceFileQuery(venueId, invoiceId));
  const back = (
    <LinkButton
      to={`/v/${encodeURIComponent(venueId)}/purchasing/invoices`}
      icon="arrow-left"
      variant="minimal"
      text={`Back to ${invoiceUploadMessages.pageTitle}`}
    />
  );

  if (invoice.isPending) return <LoadingState label="Loading invoice" />;
  if (invoice.isError) {
    return (
      <Card className="invoice-viewer">
        {back}
        <EmptyState icon="document" title="Invoice not found" description={invoice.error.message} />
      </Card>
    );
  }
  const { data } = invoice;
  const title = `${data.supplierTitle}: ${data.fileName}`;
  return (
    <main className="invoice-viewer">
      <header className="invoice-viewer__head">
        {back}
        <H1 className="invoice-viewer__title">{title}</H1>
        <p className="invoice-viewer__date">
          Uploaded on {formatTableDate(data.uploadedAt)}
          {data.purchaseOrderNumber && ` · PO ${data.purchaseOrderNumber}`}
        </p>
      </header>
      {data.erased ? (
        <EmptyState icon="trash" title={`Invoice ${ERASED}`} description={uploadErrors.fileErased.message} />
      ) : data.contentType === 'application/pdf' ? (
        <iframe className="invoice-viewer__frame" src={data.invoiceUrl} title={title} />
      ) : (
        <img className="invoice-viewer__image" src={data.invoiceUrl} alt={title} />
      )}
    </main>
  );
}
