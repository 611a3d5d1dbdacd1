import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import {
  type AdminSupplier,
  adminSupplierMessages,
  type SupplierDetails,
  supplierDetailsSchema,
  type Weekday,
  weekdays,
} from '@oms/contracts';
import { type ReactNode, useId, useState } from 'react';
import { isApiError } from '../../platform/apiError';
import { showErrorToast, showToast } from '../../platform/toaster';
import { useSaveSupplier } from './queries';

interface Draft {
  title: string;
  secondTitle: string;
  emailAddress: string;
  secondEmailAddresses: string;
  phoneNumber: string;
  accountNumber: string;
  minOrderValue: string;
  cutOffTime: string;
  logoUrl: string;
  deliveryDays: Weekday[];
  integrationType: string;
  vendorCode: string;
  dc: string;
  allowsCreditPurchase: boolean;
}

/** Monday first, as a delivery week reads. */
const deliveryWeek: Weekday[] = [...weekdays.slice(1), weekdays[0]];

const draftOf = (supplier: AdminSupplier | null): Draft => ({
  title: supplier?.title ?? '',
  secondTitle: supplier?.secondTitle ?? '',
  emailAddress: supplier?.emailAddress ?? '',
  secondEmailAddresses: supplier?.secondEmailAddresses.join('\n') ?? '',
  phoneNumber: supplier?.phoneNumber ?? '',
  accountNumber: supplier?.accountNumber ?? '',
  minOrderValue: supplier ? String(supplier.minOrderValue / 100) : '',
  cutOffTime: supplier?.cutOffTime ?? '',
  logoUrl: supplier?.logoUrl ?? '',
  deliveryDays: supplier?.deliveryDays ?? [],
  integrationType: supplier?.integrationType ?? '',
  vendorCode: supplier?.vendorCode ?? '',
  dc: supplier?.dc ?? '',
  allowsCreditPurchase: supplier?.allowsCreditPurchase ?? false,
});

/** The form's words are whole pounds; the API's are pence. A typed fraction stays a fraction, refused. */
function checked(draft: Draft): { details: SupplierDetails | null; problems: Record<string, string> } {
  const pounds = draft.minOrderValue.trim() === '' ? Number.NaN : Number(draft.minOrderValue);
  const parsed = supplierDetailsSchema.safeParse({
    ...draft,
    secondEmailAddresses: draft.secondEmailAddresses
      .split(/[\s,;]+/)
      .map((address) => address.trim())
      .filter(Boolean),
    minOrderValue: Number.isInteger(pounds) ? pounds * 100 : pounds,
    integrationType: draft.integrationType.trim() || null,
  });
  if (parsed.success) return { details: parsed.data, problems: {} };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return { details: null, problems };
}

/** Spec 03 Admin Suppliers: Add (confirmed first) and Edit of a supplier, with §5's rules and words. */
export function SupplierFormDialog({ supplier, onClose }: { supplier: AdminSupplier | null; onClose: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(supplier));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<SupplierDetails | null>(null);
  const save = useSaveSupplier();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((before) => ({ ...before, [key]: value }));

  const submit = (details: SupplierDetails) =>
    save.mutate(
      { supplierId: supplier?.supplierId ?? null, details },
      {
        onSuccess: (saved) => {
          void showToast({ intent: 'success', message: `${saved.title} ${supplier ? 'saved' : 'added'}` });
          onClose();
        },
        onError: (error) => {
          setConfirming(null);
          // The server names a list item's field as 'secondEmailAddresses.0'; the form has one field per list.
          if (isApiError(error) && error.fields) {
            setProblems(
              Object.fromEntries(
                Object.entries(error.fields).map(([field, message]) => [field.split('.')[0], message]),
              ),
            );
          }
          showErrorToast(error);
        },
      },
    );

  const field = (key: keyof Draft, label: string, input: ReactNode, helper?: string) => (
    <FormGroup
      label={label}
      labelFor={`${id}-${key}`}
      intent={problems[key] ? 'danger' : 'none'}
      helperText={problems[key] ?? helper}
    >
      {input}
    </FormGroup>
  );
  const text = (key: Exclude<keyof Draft, 'deliveryDays' | 'allowsCreditPurchase'>, label: string, helper?: string) =>
    field(
      key,
      label,
      <InputGroup
        id={`${id}-${key}`}
        value={draft[key]}
        intent={problems[key] ? 'danger' : 'none'}
        onValueChange={(value) => set(key, value)}
      />,
      helper,
    );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={supplier ? 'Edit supplier' : 'Add supplier'}
      className="admin-suppliers__dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const { details, problems: found } = checked(draft);
          setProblems(found);
          if (!details) return;
          if (supplier) submit(details);
          else setConfirming(details);
        }}
      >
        <DialogBody className="admin-suppliers__form">
          {text('title', 'Title')}
          {text('secondTitle', 'Second title')}
          {text('emailAddress', 'Order e-mail address')}
          {field(
            'secondEmailAddresses',
            'Second e-mail addresses',
            <TextArea
              id={`${id}-secondEmailAddresses`}
              fill
              value={draft.secondEmailAddresses}
              intent={problems.secondEmailAddresses ? 'danger' : 'none'}
              onChange={(event) => set('secondEmailAddresses', event.currentTarget.value)}
            />,
            'One per line; each is copied on every order e-mail.',
          )}
          {text('phoneNumber', 'Contact number')}
          {text('accountNumber', 'Account number')}
          {text('minOrderValue', 'Minimum order (£)', 'Whole pounds.')}
          {text('cutOffTime', 'Order cut-off time', 'HH:mm, UK time.')}
          {text('logoUrl', 'Logo URL')}
          {field(
            'deliveryDays',
            'Delivery days',
            <div className="admin-suppliers__days" id={`${id}-deliveryDays`}>
              {deliveryWeek.map((day) => (
                <Checkbox
                  key={day}
                  inline
                  label={day.slice(0, 3)}
                  checked={draft.deliveryDays.includes(day)}
                  onChange={(event) =>
                    set(
                      'deliveryDays',
                      event.currentTarget.checked
                        ? deliveryWeek.filter((each) => each === day || draft.deliveryDays.includes(each))
                        : draft.deliveryDays.filter((each) => each !== day),
                    )
                  }
                />
              ))}
            </div>,
          )}
          {text('integrationType', 'Integration type', 'Optional.')}
          {text('vendorCode', 'Vendor code', 'Optional.')}
          {text('dc', 'DC', 'Optional.')}
          <Checkbox
            label="Allows credit purchases"
            checked={draft.allowsCreditPurchase}
            onChange={(event) => set('allowsCreditPurchase', event.currentTarget.checked)}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text={supplier ? 'Save' : 'Add supplier'}
                loading={save.isPending}
              />
            </>
          }
        />
      </form>
      <Alert
        isOpen={confirming !== null}
        icon="confirm"
        intent="primary"
        cancelButtonText="No"
        confirmButtonText="Yes"
        loading={save.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && submit(confirming)}
      >
        <p>{adminSupplierMessages.confirmAdd}</p>
      </Alert>
    </Dialog>
  );
}
