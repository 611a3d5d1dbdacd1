import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { type AdminAccount, type AdminSupplier, identityMessages, isValidEmail } from '@oms/contracts';
import { useId, useState } from 'react';
import { showErrorToast, showToast } from '../../platform/toaster';
import { useEditAccount } from './queries';

/** Spec 03 "Edit account": secondary e-mails (each valid), credit limit in pounds, credit days, approvals. */
export function EditAccountDialog({
  account,
  suppliers,
  onClose,
}: {
  account: AdminAccount;
  suppliers: readonly AdminSupplier[];
  onClose: () => void;
}) {
  const id = useId();
  const [emails, setEmails] = useState(account.secondaryEmails.join('\n'));
  const [limit, setLimit] = useState((account.creditLimit / 100).toFixed(2));
  const [days, setDays] = useState(String(account.creditDays));
  const [approved, setApproved] = useState<readonly string[]>(account.creditApproved);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const edit = useEditAccount();

  const save = () => {
    const secondaryEmails = emails
      .split(/[\s,;]+/)
      .map((address) => address.trim())
      .filter(Boolean);
    const found: Record<string, string> = {};
    const invalid = secondaryEmails.find((address) => !isValidEmail(address));
    if (invalid) found.emails = `${identityMessages.emailInvalid}: ${invalid}`;
    const creditLimitPounds = Number(limit);
    if (limit.trim() === '' || !Number.isFinite(creditLimitPounds) || creditLimitPounds < 0) {
      found.limit = 'Enter the credit limit in pounds, for example 1500.00';
    }
    const creditDays = Number(days);
    if (!Number.isInteger(creditDays) || creditDays < 0 || creditDays > 365) {
      found.days = 'Enter a whole number of days from 0 to 365';
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    edit.mutate(
      {
        accountId: account.accountId,
        body: { secondaryEmails, creditLimitPounds, creditDays, creditApproved: [...approved] },
      },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', message: `${account.name || account.email} saved` });
          onClose();
        },
        onError: showErrorToast,
      },
    );
  };

  return (
    <Dialog isOpen onClose={onClose} title="Edit account" className="admin-accounts__dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogBody>
          <p className="admin-accounts__who">
            {account.name} · {account.email}
          </p>
          <FormGroup
            label="Secondary e-mails"
            labelFor={`${id}-emails`}
            intent={problems.emails ? 'danger' : 'none'}
            helperText={problems.emails ?? 'One per line.'}
          >
            <TextArea
              id={`${id}-emails`}
              fill
              value={emails}
              intent={problems.emails ? 'danger' : 'none'}
              onChange={(event) => setEmails(event.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup
            label="Credit limit (GBP)"
            labelFor={`${id}-limit`}
            intent={problems.limit ? 'danger' : 'none'}
            helperText={problems.limit}
          >
            <InputGroup
              id={`${id}-limit`}
              inputMode="decimal"
              leftIcon="bank-account"
              value={limit}
              onValueChange={setLimit}
            />
          </FormGroup>
          <FormGroup
            label="Days credit after statement"
            labelFor={`${id}-days`}
            intent={problems.days ? 'danger' : 'none'}
            helperText={problems.days}
          >
            <InputGroup id={`${id}-days`} inputMode="numeric" value={days} onValueChange={setDays} />
          </FormGroup>
          <FormGroup label="Credit approvals" helperText="Suppliers that approved this account for credit.">
            <div className="admin-accounts__approvals">
              {suppliers.map((supplier) => (
                <Checkbox
                  key={supplier.supplierId}
                  label={supplier.title}
                  checked={approved.includes(supplier.supplierId)}
                  onChange={(event) =>
                    setApproved(
                      event.currentTarget.checked
                        ? [...approved, supplier.supplierId]
                        : approved.filter((each) => each !== supplier.supplierId),
                    )
                  }
                />
              ))}
            </div>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Save" loading={edit.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
