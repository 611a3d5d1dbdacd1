import { Button, FormGroup, InputGroup, Tooltip } from '@blueprintjs/core';
import { planLimitMessages } from '@oms/contracts';

interface PoNumberFieldProps {
  value: string;
  error: string | undefined;
  /** The plan's PO_Numbers allowance is used up this month. */
  isLocked: boolean;
  /** PO numbers left this month on a limited plan; null when unlimited or unknown. */
  remaining: number | null;
  onChange: (value: string) => void;
  onShowPlanLimit: () => void;
}

export function PoNumberField({ value, error, isLocked, remaining, onChange, onShowPlanLimit }: PoNumberFieldProps) {
  const input = (
    <InputGroup
      id="order-po-number"
      maxLength={64}
      value={isLocked ? '' : value}
      disabled={isLocked}
      aria-describedby={isLocked ? 'order-po-number-limit' : undefined}
      onValueChange={onChange}
    />
  );
  return (
    <FormGroup
      label="PO number"
      labelFor="order-po-number"
      labelInfo="(optional)"
      helperText={
        isLocked ? (
          <span id="order-po-number-limit" className="order-products-dialog__plan-limit">
            {planLimitMessages.limitReached}{' '}
            <Button variant="minimal" size="small" intent="primary" text="View plan limit" onClick={onShowPlanLimit} />
          </span>
        ) : (
          (error ?? (remaining !== null ? `${remaining} PO number(s) left on your plan this month` : undefined))
        )
      }
      intent={error && !isLocked ? 'danger' : 'none'}
    >
      {isLocked ? (
        // A disabled input takes no pointer events: the wrapper shows the reason on hover and on focus.
        <Tooltip content={planLimitMessages.limitReached} placement="top" fill>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the reason the field is disabled */}
          <span className="order-products-dialog__locked-field" tabIndex={0} data-testid="po-number-locked">
            {input}
          </span>
        </Tooltip>
      ) : (
        input
      )}
    </FormGroup>
  );
}
