import { Card } from '@blueprintjs/core';
import { type Plan, planLimitMessages, upgradePlanPath } from '@oms/contracts';
import { EmptyState } from '../platform/EmptyState';
import { LinkButton } from '../platform/LinkButton';

/** Spec 02 §2.14 as a page: a screen the plan does not include ("This is a Growth feature."). */
export function PlanLimitPage({
  venueId,
  requiredPlan,
  description,
}: {
  venueId: string;
  requiredPlan: Plan;
  description: string;
}) {
  return (
    <Card>
      <EmptyState
        icon="lock"
        title={planLimitMessages.featureOf(requiredPlan)}
        description={description}
        action={
          <LinkButton to={upgradePlanPath(venueId)} intent="primary" icon="arrow-up" text={planLimitMessages.upgrade} />
        }
      />
    </Card>
  );
}
