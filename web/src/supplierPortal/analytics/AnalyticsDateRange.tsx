import { FormGroup } from '@blueprintjs/core';
import { enGB } from 'date-fns/locale';
import { useId } from 'react';
import { DateInput } from '../../platform/LazyDateInput';
import { businessDateFromPicker, businessDateOfPicker, pickerDate } from '../../platform/pickerDates';

/** Spec 03 §5: a start and an end, YYYY-MM-DD, no day after today. */
export function AnalyticsDateRange({
  fromDate,
  toDate,
  today,
  onChange,
}: {
  fromDate: string | null;
  toDate: string | null;
  today: string;
  onChange: (range: { fromDate: string | null; toDate: string | null }) => void;
}) {
  const id = useId();
  const input = (
    label: string,
    value: string | null,
    min: string | null,
    max: string,
    set: (date: string | null) => void,
  ) => (
    <FormGroup label={label} labelFor={`${id}-${label}`} className="analytics__date">
      <DateInput
        value={value}
        dateFnsFormat="yyyy-MM-dd"
        locale={enGB}
        formatDate={(date) => businessDateOfPicker(date)}
        parseDate={(text) => (/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? pickerDate(text.trim()) : null)}
        placeholder="YYYY-MM-DD"
        minDate={min ? pickerDate(min) : new Date(2000, 0, 1)}
        maxDate={pickerDate(max)}
        highlightCurrentDay
        dayPickerProps={{ showOutsideDays: false }}
        canClearSelection
        fill
        inputProps={{ id: `${id}-${label}` }}
        popoverProps={{ placement: 'bottom-start' }}
        onChange={(next) => set(businessDateFromPicker(next))}
      />
    </FormGroup>
  );
  return (
    <div className="analytics__range">
      {input('From', fromDate, null, toDate ?? today, (date) => onChange({ fromDate: date, toDate }))}
      {input('To', toDate, fromDate, today, (date) => onChange({ fromDate, toDate: date }))}
    </div>
  );
}
