import { Button, Icon, PopoverNext } from '@blueprintjs/core';
import { passwordRequirements } from '@oms/contracts';

/** Spec 01 §2, §5: the five password rules; with a password given, each shows whether it is met. */
export function PasswordRequirementsList({ password }: { password?: string }) {
  return (
    <ul className="password-requirements">
      {passwordRequirements.map((rule) => {
        const met = password !== undefined && password !== '' && rule.test(password);
        return (
          <li key={rule.id} className={met ? 'password-requirements__met' : undefined}>
            <Icon
              icon={password === undefined ? 'dot' : met ? 'tick-circle' : 'circle'}
              size={12}
              intent={met ? 'success' : 'none'}
              aria-hidden
            />
            <span>{rule.label}</span>
            {password !== undefined && <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export function PasswordRequirementsPopover({ password }: { password?: string }) {
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <div className="password-requirements-popover">
          <h2 className="password-requirements-popover__title">Password requirements</h2>
          <PasswordRequirementsList {...(password !== undefined ? { password } : {})} />
        </div>
      }
    >
      <Button variant="minimal" size="small" icon="info-sign" text="Password requirements" />
    </PopoverNext>
  );
}
