import { FormGroup } from '@blueprintjs/core';
import { addBusinessDays, businessDateOf } from '@oms/contracts';
import { useId, useState } from 'react';
import { BusinessDateInput } from '../../platform/BusinessDateInput';

/** The last `days` days up to today, the range an admin or overview list opens on. */
export function useDateRange(days: number) {
  const today = businessDateOf(new Date());
  const [start, setStart] = useState(addBusinessDays(today, -(days - 1)));
  const [end, setEnd] = useState(today);
  return { start, end, today, setStart, setEnd };
}

/** From and To, neither after today (spec 03 §5: future dates are disabled). */
export function DateRangeFilter({
  range,
  onChange,
}: {
  range: ReturnType<typeof useDateRange>;
  onChange?: () => void;
}) {
  const id = useId();
  return (
    <div className="admin-orders__filters">
      <FormGroup label="From" labelFor={`${id}-start`}>
        <BusinessDateInput
          id={`${id}-start`}
          value={range.start}
          maxDate={range.end}
          onChange={(date) => {
            if (!date) return;
            range.setStart(date);
            onChange?.();
          }}
        />
      </FormGroup>
      <FormGroup label="To" labelFor={`${id}-end`}>
        <BusinessDateInput
          id={`${id}-end`}
          value={range.end}
          minDate={range.start}
          maxDate={range.today}
          onChange={(date) => {
            if (!date) return;
            range.setEnd(date);
            onChange?.();
          }}
        />
      </FormGroup>
    </div>
  );
}
