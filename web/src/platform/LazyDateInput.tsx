import { InputGroup } from '@blueprintjs/core';
import type { DateInputProps } from '@blueprintjs/datetime';
import { lazy, Suspense } from 'react';

// @blueprintjs/datetime works out the offset of some 400 time zones when its module is evaluated,
// about a third of a page's start-up script time: it loads with the first date field, after the paint.
const BlueprintDateInput = lazy(async () => {
  const [datetime] = await Promise.all([
    import('@blueprintjs/datetime'),
    import('@blueprintjs/datetime/lib/css/blueprint-datetime.css'),
  ]);
  return { default: datetime.DateInput };
});

/** What the field shows for the moment its code is on the way: the same text, not yet editable. */
function DateInputPlaceholder({ value, formatDate, placeholder, disabled, fill, inputProps }: DateInputProps) {
  const day = value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10).split('-').map(Number) : null;
  const text = day && formatDate ? formatDate(new Date(day[0] ?? 0, (day[1] ?? 1) - 1, day[2] ?? 1)) : '';
  return (
    <InputGroup
      {...(inputProps as object)}
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      fill={fill}
      readOnly
    />
  );
}

/** Blueprint's DateInput, loaded on first use. */
export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<DateInputPlaceholder {...props} />}>
      <BlueprintDateInput {...props} />
    </Suspense>
  );
}
