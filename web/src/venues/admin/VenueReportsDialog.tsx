import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import {
  type BusinessDate,
  businessDateOf,
  defaultVenueReportRange,
  type VenueReportKind,
  venueAdminMessages,
  venueReportKinds,
  venueReportTitles,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { downloadCsv } from '../../ordering/checklist/checklistCsv';
import { AsOfInput, useAsOf } from '../../platform/asOf/AsOfInput';
import { BusinessDateInput } from '../../platform/BusinessDateInput';
import { NoticeCallout } from '../../platform/NoticeCallout';
import { ChoiceList } from './ChoiceList';
import { pushRecipientsQuery, useVenueReport } from './queries';
import './venueAdmin.css';

/** Spec 03 §2, §5, §9: the three venue reports over chosen venues, last 40 days by default. */
export function VenueReportsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const today = businessDateOf(new Date());
  const recipients = useQuery({ ...pushRecipientsQuery(), enabled: isOpen });
  const report = useVenueReport();
  const [kind, setKind] = useState<VenueReportKind>('venues-orders');
  const [range, setRange] = useState(() => defaultVenueReportRange(today));
  const [venueIds, setVenueIds] = useState<Set<string>>(new Set());
  const [missingVenue, setMissingVenue] = useState(false);
  const { asOf, setAsOf } = useAsOf();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (venueIds.size === 0) {
      setMissingVenue(true);
      return;
    }
    report.mutate(
      { kind, body: { venueIds: [...venueIds], from: range.from, to: range.to, ...(asOf ? { asOf } : {}) } },
      { onSuccess: ({ csv, fileName }) => downloadCsv(csv, fileName) },
    );
  };

  const setDate = (field: 'from' | 'to') => (date: BusinessDate | null) => {
    if (date) setRange((current) => ({ ...current, [field]: date }));
    report.reset();
  };

  return (
    <Dialog
      title={venueAdminMessages.reportsTitle}
      icon="document"
      isOpen={isOpen}
      onClose={onClose}
      onOpening={() => {
        setRange(defaultVenueReportRange(businessDateOf(new Date())));
        setMissingVenue(false);
        report.reset();
      }}
      className="venue-admin-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {report.error && (
            <NoticeCallout intent="danger" role="alert" title="The report could not be made">
              {report.error.message}
            </NoticeCallout>
          )}
          <RadioGroup
            label="Report"
            selectedValue={kind}
            onChange={(event) => {
              setKind(event.currentTarget.value as VenueReportKind);
              report.reset();
            }}
          >
            {venueReportKinds.map((value) => (
              <Radio key={value} value={value} label={venueReportTitles[value]} />
            ))}
          </RadioGroup>
          <div className="venue-admin-dialog__dates">
            <FormGroup label="From" labelFor="venue-report-from">
              <BusinessDateInput
                id="venue-report-from"
                value={range.from}
                maxDate={range.to}
                onChange={setDate('from')}
              />
            </FormGroup>
            <FormGroup label="To" labelFor="venue-report-to">
              <BusinessDateInput
                id="venue-report-to"
                value={range.to}
                minDate={range.from}
                maxDate={today}
                onChange={setDate('to')}
              />
            </FormGroup>
          </div>
          <AsOfInput
            asOf={asOf}
            onChange={(next) => {
              setAsOf(next);
              report.reset();
            }}
          />
          <FormGroup
            helperText={missingVenue && venueIds.size === 0 ? venueAdminMessages.chooseVenue : undefined}
            intent={missingVenue && venueIds.size === 0 ? 'danger' : 'none'}
          >
            <ChoiceList
              label="Venues"
              choices={(recipients.data?.venues ?? []).map((venue) => ({ id: venue.venueId, label: venue.title }))}
              selected={venueIds}
              invalid={missingVenue && venueIds.size === 0}
              onChange={(next) => {
                setVenueIds(next);
                report.reset();
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Close" onClick={onClose} />
              <Button type="submit" intent="primary" icon="download" text="Download CSV" loading={report.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
