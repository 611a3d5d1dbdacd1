import { Button } from '@blueprintjs/core';
import { type CreditAccountView, formatPence } from '@oms/contracts';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { DataGrid } from '../platform/DataGrid';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../platform/TitleWithDetailsCell';
import { useNarrowerThan } from '../platform/useNarrowerThan';

interface AccountRow {
  accountId: string;
  name: string;
  email: string;
  creditLimit: number;
  creditDays: number;
  balance: number;
  open: number;
  overdue: number;
  isChosen: boolean;
}

interface AccountsContext {
  onChoose: (accountId: string) => void;
}

function ChooseCell({ data, context }: ICellRendererParams<AccountRow, unknown, AccountsContext>) {
  if (!data) return null;
  const { isChosen } = data;
  return (
    <Button
      size="small"
      variant={isChosen ? 'solid' : 'outlined'}
      intent={isChosen ? 'primary' : 'none'}
      text={isChosen ? 'Viewing' : 'View'}
      aria-label={`${isChosen ? 'Viewing' : 'View'} credit of ${data.name}`}
      aria-pressed={isChosen}
      onClick={() => context.onChoose(data.accountId)}
    />
  );
}

const money = {
  valueFormatter: ({ value }: { value: unknown }) => (typeof value === 'number' ? formatPence(value) : ''),
  type: 'rightAligned',
};

/** Spec 01 §6: an admin sees every account with credit, and picks the one whose statements to show. */
export function CreditAccountsGrid({
  accounts,
  chosenId,
  onChoose,
}: {
  accounts: readonly CreditAccountView[];
  chosenId: string;
  onChoose: (accountId: string) => void;
}) {
  const isNarrow = useNarrowerThan('md');
  const rows = useMemo(
    () =>
      accounts.map(
        (account): AccountRow => ({
          accountId: account.accountId,
          name: account.name,
          email: account.email,
          creditLimit: account.creditLimit,
          creditDays: account.creditDays,
          balance: account.balance,
          open: account.statements.filter((statement) => statement.status === 'open').length,
          overdue: account.statements.filter((statement) => statement.status === 'overdue').length,
          isChosen: account.accountId === chosenId,
        }),
      ),
    [accounts, chosenId],
  );
  const columns = useMemo((): ColDef<AccountRow>[] => {
    const account: ColDef<AccountRow> = {
      headerName: 'Account',
      field: 'name',
      minWidth: 150,
      flex: 2,
      cellRenderer: TitleWithDetailsCell,
      cellRendererParams: { details: (row) => row.email } satisfies TitleWithDetailsParams<AccountRow>,
    };
    const choose: ColDef<AccountRow> = {
      headerName: 'Show',
      // A field, so that choosing another account redraws the buttons whose value changed.
      field: 'isChosen',
      cellRenderer: ChooseCell,
      width: 100,
      sortable: false,
    };
    if (isNarrow) return [account, { headerName: 'Balance', field: 'balance', width: 110, ...money }, choose];
    return [
      account,
      { headerName: 'Credit limit', field: 'creditLimit', minWidth: 120, flex: 1, ...money },
      { headerName: 'Credit days', field: 'creditDays', minWidth: 110, flex: 1, type: 'rightAligned' },
      { headerName: 'Balance', field: 'balance', minWidth: 120, flex: 1, ...money },
      { headerName: 'Open', field: 'open', minWidth: 80, flex: 1, type: 'rightAligned' },
      { headerName: 'Overdue', field: 'overdue', minWidth: 90, flex: 1, type: 'rightAligned' },
      choose,
    ];
  }, [isNarrow]);
  const context = useMemo<AccountsContext>(() => ({ onChoose }), [onChoose]);
  return (
    <DataGrid<AccountRow>
      rowData={rows}
      columnDefs={columns}
      context={context}
      getRowId={({ data }) => data.accountId}
      rowHeight={isNarrow ? 60 : 52}
    />
  );
}
