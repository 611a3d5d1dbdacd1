import { Button, Card, H2, Icon, Tag } from '@blueprintjs/core';
import { formatPence, type Plan, type PlanPrice, planMonthlyPence, planNames } from '@oms/contracts';
import type { ReactNode } from 'react';
import { planIncludes } from './planFeatures';

export interface PlanCardProps {
  plan: Plan;
  price: PlanPrice | undefined;
  isCurrent: boolean;
  action: ReactNode;
}

export function PlanCard({ plan, price, isCurrent, action }: PlanCardProps) {
  const monthly = price?.unit_amount ?? planMonthlyPence[plan];
  return (
    <Card className={`plan-card${isCurrent ? ' plan-card--current' : ''}`} aria-label={`${planNames[plan]} plan`}>
      <div className="plan-card__head">
        <H2 className="plan-card__name">{planNames[plan]}</H2>
        {isCurrent && <Tag intent="success">Current plan</Tag>}
      </div>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatPence(monthly)}</span> a month
      </p>
      <ul className="plan-card__includes">
        {planIncludes(plan).map((line) => (
          <li key={line}>
            <Icon icon="tick" size={12} aria-hidden /> {line}
          </li>
        ))}
      </ul>
      <div className="plan-card__action">{action}</div>
    </Card>
  );
}

export function ChoosePlanButton({ onClick, plan }: { onClick: () => void; plan: Plan }) {
  return <Button intent="primary" text={`Choose ${planNames[plan]}`} onClick={onClick} fill />;
}
