import { Button, Card, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { type CreditAccountView, formatPence, type IssueCreditStatementBody, penceFromPounds } from '@oms/contracts';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../platform/apiError';
import { DataGrid } from '../platform/DataGrid';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../platform/TitleWithDetailsCell';
import { showToast } from '../platform/toaster';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { creditPeriod } from './creditDates';
import { type StatementAction, useCreditAdmin } from './queries';

type Draft = NonNullable<CreditAccountView['drafts']>[number];

interface DraftActions {
  onAction: (draft: Draft, action: StatementAction) => void;
  pending: boolean;
}

function DraftActionsCell({ data, context }: ICellRendererParams<Draft, unknown, DraftActions>) {
  if (!data) return null;
  return (
    <span className="credit-grid__actions">
      <Button
        size="small"
        intent="primary"
        text="Finalise"
        aria-label={`Finalise ${data.number}`}
        disabled={context.pending}
        onClick={() => context.onAction(data, 'finalize')}
      />
      <Button
        size="small"
        variant="outlined"
        text="Void"
        aria-label={`Void ${data.number}`}
        disabled={context.pending}
        onClick={() => context.onAction(data, 'void')}
      />
    </span>
  );
}

const narrowDraftColumns: ColDef<Draft>[] = [
  {
    headerName: 'Statement',
    field: 'number',
    minWidth: 120,
    flex: 1,
    cellRenderer: TitleWithDetailsCell,
    cellRendererParams: {
      details: (draft) => formatPence(draft.amountDue),
    } satisfies TitleWithDetailsParams<Draft>,
  },
  { headerName: 'Actions', colId: 'actions', cellRenderer: DraftActionsCell, width: 150, sortable: false },
];

const draftColumns: ColDef<Draft>[] = [
  { headerName: 'Statement', field: 'number', minWidth: 130, flex: 1 },
  {
    headerName: 'Period',
    colId: 'period',
    valueGetter: ({ data }) => (data ? creditPeriod(data.periodStart, data.periodEnd) : ''),
    minWidth: 200,
    flex: 2,
  },
  {
    headerName: 'Amount',
    field: 'amountDue',
    valueFormatter: ({ value }) => (typeof value === 'number' ? formatPence(value) : ''),
    type: 'rightAligned',
    minWidth: 110,
    flex: 1,
  },
  { headerName: 'Actions', colId: 'actions', cellRenderer: DraftActionsCell, minWidth: 180, sortable: false },
];

const actionWords: Record<StatementAction, string> = {
  finalize: 'finalised',
  paid: 'marked as paid',
  void: 'voided',
};

/** For admins: what a venue user never sees, drafts, and the ledger's commands. */
export function useStatementAction(accountId: string) {
  const { act } = useCreditAdmin();
  return {
    pending: act.isPending,
    onAction: (statement: { statementId: string; number: string }, action: StatementAction) =>
      act.mutate(
        { accountId, statementId: statement.statementId, action },
        {
          onSuccess: () => void showToast({ intent: 'success', message: `${statement.number} ${actionWords[action]}` }),
          onError: (error) =>
            void showToast({ intent: 'danger', message: error instanceof ApiError ? error.message : String(error) }),
        },
      ),
  };
}

const emptyForm = { number: '', periodStart: '', periodEnd: '', amount: '' };

export function CreditAdminPanel({ account }: { account: CreditAccountView }) {
  const { issue } = useCreditAdmin();
  const actions = useStatementAction(account.accountId);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const drafts = account.drafts ?? [];
  const isNarrow = useNarrowerThan('md');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pounds = Number(form.amount);
    const found: Record<string, string> = {};
    if (!form.number.trim()) found.number = 'Enter the statement number';
    if (!form.periodStart) found.periodStart = 'Choose the first day';
    if (!form.periodEnd) found.periodEnd = 'Choose the last day';
    else if (form.periodStart && form.periodEnd < form.periodStart)
      found.periodEnd = 'The period cannot end before it starts';
    if (!(pounds > 0)) found.amount = 'Enter an amount above £0';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: IssueCreditStatementBody = {
      number: form.number.trim(),
      periodStart: form.periodStart,
      periodEnd: form.periodEnd,
      // Entered in pounds, kept in pence (spec 01 §5).
      amountDue: penceFromPounds(pounds),
    };
    issue.mutate(
      { accountId: account.accountId, body },
      {
        onSuccess: () => {
          setForm(emptyForm);
          void showToast({ intent: 'success', message: `Draft ${body.number} issued to ${account.name}` });
        },
        onError: (error) =>
          void showToast({ intent: 'danger', message: error instanceof ApiError ? error.message : String(error) }),
      },
    );
  };

  const field = (name: keyof typeof emptyForm, label: string, props: { type?: string; placeholder?: string } = {}) => (
    <FormGroup
      label={label}
      labelFor={`${id}-${name}`}
      intent={errors[name] ? 'danger' : 'none'}
      helperText={errors[name]}
      className="credit-admin__field"
    >
      <InputGroup
        id={`${id}-${name}`}
        value={form[name]}
        intent={errors[name] ? 'danger' : 'none'}
        onValueChange={(value) => setForm((current) => ({ ...current, [name]: value }))}
        {...props}
      />
    </FormGroup>
  );

  return (
    <Card className="credit-admin">
      <H2 className="credit-admin__title">Admin: statements of {account.name}</H2>
      <p className="credit-admin__note">
        Drafts are hidden from the venue until they are finalised; the due date is the statement date plus the account's
        credit days.
      </p>
      {drafts.length > 0 ? (
        <DataGrid<Draft>
          rowData={drafts}
          columnDefs={isNarrow ? narrowDraftColumns : draftColumns}
          getRowId={({ data }) => data.statementId}
          context={actions}
          rowHeight={isNarrow ? 60 : 44}
        />
      ) : (
        <p className="credit-admin__note">No drafts.</p>
      )}
      <form className="credit-admin__form" onSubmit={submit} noValidate aria-label="Issue a draft statement">
        {field('number', 'Statement number', { placeholder: 'CR-202611' })}
        {field('periodStart', 'Period start', { type: 'date' })}
        {field('periodEnd', 'Period end', { type: 'date' })}
        {field('amount', 'Amount (£)', { type: 'number', placeholder: '0.00' })}
        <Button
          type="submit"
          intent="primary"
          text="Issue draft"
          loading={issue.isPending}
          className="credit-admin__submit"
        />
      </form>
    </Card>
  );
}
