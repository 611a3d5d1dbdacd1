import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { type Plan, planLimitMessages, upgradePlanPath } from '@oms/contracts';
import { useNavigate } from 'react-router-dom';

export interface PlanLimitModalProps {
  venueId: string;
  isOpen: boolean;
  onClose: () => void;
  /** The plan a gated feature needs ('This is a Pro feature.'); without it, the monthly limit message. */
  requiredPlan?: Plan;
}

/** Spec 01 §2 / spec 02 §2.14: shown wherever a plan gates a feature or its monthly limit is used up. */
export function PlanLimitModal({ venueId, isOpen, onClose, requiredPlan }: PlanLimitModalProps) {
  const navigate = useNavigate();
  const message = requiredPlan ? planLimitMessages.featureOf(requiredPlan) : planLimitMessages.limitReached;
  return (
    <Dialog title={planLimitMessages.title} icon="lock" isOpen={isOpen} onClose={onClose} className="plan-limit-modal">
      <DialogBody>
        <p>{message}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            <Button
              intent="primary"
              icon="arrow-up"
              text={planLimitMessages.upgrade}
              onClick={() => {
                onClose();
                navigate(upgradePlanPath(venueId));
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
