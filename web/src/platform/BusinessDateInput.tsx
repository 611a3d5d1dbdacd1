import type { Intent } from '@blueprintjs/core';
import { type BusinessDate, formatOrderDate, parseOrderDate } from '@oms/contracts';
// Imported statically: a dynamic locale import broke the production build before.
import { enGB } from 'date-fns/locale';
import { DateInput } from './LazyDateInput';
import { businessDateFromPicker, businessDateOfPicker, pickerDate } from './pickerDates';

/**
 * The product's one date field: DD/MM/YYYY typed or picked, in en-GB whatever the browser's
 * language, answering a business date (YYYY-MM-DD) or null for an empty or unreadable field.
 */
export function BusinessDateInput({
  id,
  value,
  minDate,
  maxDate,
  intent = 'none',
  disabled = false,
  describedBy,
  isDayDisabled,
  onChange,
  onInvalid,
}: {
  id: string;
  value: BusinessDate | '';
  minDate?: BusinessDate | undefined;
  maxDate?: BusinessDate | undefined;
  intent?: Intent;
  disabled?: boolean;
  describedBy?: string | undefined;
  /** Days the picker shows but will not take (a stock take's days already counted). */
  isDayDisabled?: ((date: BusinessDate) => boolean) | undefined;
  onChange: (date: BusinessDate | null) => void;
  onInvalid?: (typed: BusinessDate | null) => void;
}) {
  return (
    <DateInput
      value={value === '' ? null : value}
      dateFnsFormat="dd/MM/yyyy"
      locale={enGB}
      formatDate={(date) => formatOrderDate(businessDateOfPicker(date))}
      parseDate={(text) => {
        const date = parseOrderDate(text);
        return date ? pickerDate(date) : null;
      }}
      placeholder="DD/MM/YYYY"
      minDate={minDate ? pickerDate(minDate) : new Date(2000, 0, 1)}
      maxDate={maxDate ? pickerDate(maxDate) : new Date(new Date().getFullYear() + 2, 11, 31)}
      highlightCurrentDay
      // Days of the neighbouring months are shown faint, below readable contrast: leave them out.
      dayPickerProps={{
        showOutsideDays: false,
        ...(isDayDisabled ? { disabled: (date: Date) => isDayDisabled(businessDateOfPicker(date)) } : {}),
      }}
      disabled={disabled}
      fill
      inputProps={{ id, intent, 'aria-describedby': describedBy }}
      popoverProps={{ placement: 'bottom-start' }}
      onChange={(next) => onChange(businessDateFromPicker(next))}
      onError={(date) => onInvalid?.(Number.isNaN(date.getTime()) ? null : businessDateOfPicker(date))}
    />
  );
}
