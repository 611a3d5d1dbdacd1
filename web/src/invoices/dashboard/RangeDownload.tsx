import { Button, FormGroup } from '@blueprintjs/core';
import { type BusinessDate, invoiceUploadMessages } from '@oms/contracts';
import { useId, useState } from 'react';
import { BusinessDateInput } from '../../platform/BusinessDateInput';
import { showDownloadFailure } from './invoiceToasts';
import { downloadInvoicesZip } from './queries';

/** Spec 02 §2.8 date range download: every invoice uploaded from one business date to another, as one zip. */
export function RangeDownload({ venueId }: { venueId: string }) {
  const id = useId();
  const [start, setStart] = useState<BusinessDate | ''>('');
  const [end, setEnd] = useState<BusinessDate | ''>('');
  const [busy, setBusy] = useState(false);
  const reversed = start !== '' && end !== '' && end < start;
  return (
    <fieldset className="invoices-dashboard__range">
      <legend className="invoices-dashboard__legend">Download by upload date</legend>
      <FormGroup label="From" labelFor={`${id}-start`} inline>
        <BusinessDateInput
          id={`${id}-start`}
          value={start}
          maxDate={end || undefined}
          onChange={(date) => setStart(date ?? '')}
        />
      </FormGroup>
      <FormGroup label="To" labelFor={`${id}-end`} inline>
        <BusinessDateInput
          id={`${id}-end`}
          value={end}
          minDate={start || undefined}
          onChange={(date) => setEnd(date ?? '')}
        />
      </FormGroup>
      <Button
        icon="download"
        text={invoiceUploadMessages.downloadRange}
        disabled={start === '' || end === '' || reversed}
        loading={busy}
        onClick={() => {
          if (start === '' || end === '') return;
          setBusy(true);
          downloadInvoicesZip(venueId, { start, end })
            .catch(showDownloadFailure)
            .finally(() => setBusy(false));
        }}
      />
    </fieldset>
  );
}
