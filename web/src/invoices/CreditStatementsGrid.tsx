import { Button } from '@blueprintjs/core';
import { type CreditStatementView, formatPence } from '@oms/contracts';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { DataGrid } from '../platform/DataGrid';
import { TitleWithDetailsCell, type TitleWithDetailsParams } from '../platform/TitleWithDetailsCell';
import { useNarrowerThan } from '../platform/useNarrowerThan';
import { CreditStatusTag } from './CreditStatusTag';
import { creditDate, creditPeriod } from './creditDates';
import type { StatementAction } from './queries';

export interface StatementActions {
  /** Admins only: settle an open statement. */
  onAction: (statement: CreditStatementView, action: StatementAction) => void;
  pending: boolean;
}

function StatusCell({ data }: ICellRendererParams<CreditStatementView>) {
  return data ? <CreditStatusTag statement={data} /> : null;
}

function AdminActionsCell({ data, context }: ICellRendererParams<CreditStatementView, unknown, StatementActions>) {
  if (!data || (data.status !== 'open' && data.status !== 'overdue')) return null;
  return (
    <span className="credit-grid__actions">
      <Button
        size="small"
        intent="success"
        text="Mark paid"
        aria-label={`Mark paid ${data.number}`}
        disabled={context.pending}
        onClick={() => context.onAction(data, 'paid')}
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

export function CreditStatementsGrid({
  statements,
  actions,
}: {
  statements: CreditStatementView[];
  actions?: StatementActions;
}) {
  const isNarrow = useNarrowerThan('md');
  const withActions = actions !== undefined;
  const columns = useMemo(() => {
    const money = {
      valueFormatter: ({ value }: { value: unknown }) => (typeof value === 'number' ? formatPence(value) : ''),
      type: 'rightAligned',
    };
    const all: ColDef<CreditStatementView>[] = isNarrow
      ? [
          {
            headerName: 'Statement',
            field: 'number',
            minWidth: 120,
            flex: 2,
            cellRenderer: TitleWithDetailsCell,
            cellRendererParams: {
              // With the admin's actions there is no room for an amount column.
              details: (statement) =>
                [
                  withActions ? formatPence(statement.amountDue) : '',
                  statement.dueDate ? `Due ${creditDate(statement.dueDate)}` : '',
                ]
                  .filter(Boolean)
                  .join(' · '),
            } satisfies TitleWithDetailsParams<CreditStatementView>,
          },
          ...(withActions
            ? []
            : [{ headerName: 'Amount', field: 'amountDue', width: 92, ...money } as ColDef<CreditStatementView>]),
          {
            headerName: 'Status',
            field: 'label',
            cellRenderer: StatusCell,
            cellClass: 'credit-grid__status',
            minWidth: 100,
            flex: 1,
          },
        ]
      : [
          { headerName: 'Statement', field: 'number', minWidth: 130, flex: 1 },
          {
            headerName: 'Period',
            colId: 'period',
            valueGetter: ({ data }) => (data ? creditPeriod(data.periodStart, data.periodEnd) : ''),
            minWidth: 220,
            flex: 2,
          },
          { headerName: 'Amount', field: 'amountDue', minWidth: 110, flex: 1, ...money },
          {
            headerName: 'Statement date',
            field: 'finalizedDate',
            valueFormatter: ({ value }) => creditDate(value),
            minWidth: 130,
            flex: 1,
          },
          {
            headerName: 'Due date',
            field: 'dueDate',
            valueFormatter: ({ value }) => creditDate(value),
            minWidth: 120,
            flex: 1,
          },
          { headerName: 'Status', field: 'label', cellRenderer: StatusCell, minWidth: 170, flex: 1 },
        ];
    if (withActions) {
      all.push({
        headerName: 'Actions',
        colId: 'actions',
        cellRenderer: AdminActionsCell,
        cellClass: isNarrow ? 'credit-grid__actions-cell--stacked' : undefined,
        ...(isNarrow ? { width: 96 } : { minWidth: 190 }),
        sortable: false,
      });
    }
    return all;
  }, [isNarrow, withActions]);
  return (
    <DataGrid<CreditStatementView>
      rowData={statements}
      columnDefs={columns}
      getRowId={({ data }) => data.statementId}
      context={actions}
      rowHeight={isNarrow ? (actions ? 72 : 60) : 44}
    />
  );
}
