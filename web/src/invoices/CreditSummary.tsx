import { Card } from '@blueprintjs/core';
import { type CreditAccountView, formatPence } from '@oms/contracts';

/** Balance and credit days (spec 01 §2 credit tab), with the limit they are measured against. */
export function CreditSummary({ account }: { account: CreditAccountView }) {
  const figures = [
    { label: 'Balance', value: formatPence(account.balance), note: 'Owed on open statements' },
    { label: 'Available credit', value: formatPence(account.availableCredit), note: 'Credit limit less balance' },
    { label: 'Credit limit', value: formatPence(account.creditLimit), note: 'Agreed with OMS' },
    {
      label: 'Credit days',
      value: `${account.creditDays} ${account.creditDays === 1 ? 'day' : 'days'}`,
      note: 'To pay after a statement',
    },
  ];
  return (
    <dl className="credit-summary">
      {figures.map((figure) => (
        <Card key={figure.label} className="credit-summary__card" compact>
          <dt className="credit-summary__label">{figure.label}</dt>
          <dd className="credit-summary__value">{figure.value}</dd>
          <dd className="credit-summary__note">{figure.note}</dd>
        </Card>
      ))}
    </dl>
  );
}
