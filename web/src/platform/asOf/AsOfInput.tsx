import { Button, FormGroup, Tag } from '@blueprintjs/core';
import { asOfMessages, formatLondonDateTime } from '@oms/contracts';
import { useId, useState } from 'react';
import './asOfInput.css';

/** The browser's local date and time (`2026-11-20T10:30`) a datetime-local field shows for an instant. */
const localValueOf = (instant: Date) => {
  const local = new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

/** A report's "as of" moment: undefined for now, else the ISO instant the server replays to. */
export function useAsOf() {
  const [asOf, setAsOf] = useState<string | undefined>(undefined);
  return { asOf, setAsOf };
}

/** Finance's "as of" field: empty for now, or a past moment (never in the future). */
export function AsOfInput({
  asOf,
  onChange,
}: {
  asOf: string | undefined;
  onChange: (asOf: string | undefined) => void;
}) {
  const id = useId();
  return (
    <FormGroup label={asOfMessages.label} labelFor={id} helperText={asOfMessages.help} className="as-of-input">
      <div className="as-of-input__row">
        <input
          id={id}
          className="bp6-input"
          type="datetime-local"
          max={localValueOf(new Date())}
          value={asOf ? localValueOf(new Date(asOf)) : ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const instant = value ? new Date(value) : null;
            onChange(instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : undefined);
          }}
        />
        {asOf && <Button text="Now" onClick={() => onChange(undefined)} />}
      </div>
    </FormGroup>
  );
}

/** What every as-of report shows above its figures. */
export function AsOfTag({ asOf }: { asOf: string | null | undefined }) {
  return (
    <Tag minimal intent={asOf ? 'warning' : 'none'} className="as-of-tag">
      {asOf ? `As of ${formatLondonDateTime(asOf)}` : 'As of now'}
    </Tag>
  );
}
