import { type Intent, Tag } from '@blueprintjs/core';
import type { CreditStatementView } from '@oms/contracts';

/** Spec 01 §4: paid green, open orange, overdue red; void plain. */
const statusIntents: Record<CreditStatementView['status'], Intent> = {
  paid: 'success',
  open: 'warning',
  overdue: 'danger',
  void: 'none',
};

export function CreditStatusTag({ statement }: { statement: Pick<CreditStatementView, 'status' | 'label'> }) {
  return (
    <Tag intent={statusIntents[statement.status]} minimal={statement.status === 'void'} multiline>
      {statement.label}
    </Tag>
  );
}
