import { Button, Card, FormGroup, TextArea } from '@blueprintjs/core';
import { type AiOrderDetail, coPilotMessages } from '@oms/contracts';
import { useId } from 'react';

/** Spec 03 Co-Pilot, third column: a feedback note with Approve Order and Reject Order; "No Data" until one is chosen. */
export function ReviewColumn({
  detail,
  feedback,
  onFeedback,
  approving,
  rejecting,
  onApprove,
  onReject,
}: {
  detail: AiOrderDetail | undefined;
  feedback: string;
  onFeedback: (text: string) => void;
  approving: boolean;
  rejecting: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const id = useId();
  const approved = detail?.status === 'approved';
  return (
    <section className="co-pilot__column" aria-labelledby="co-pilot-review">
      <h2 id="co-pilot-review" className="bp6-heading co-pilot__column-title">
        Review and Finalize
      </h2>
      {!detail ? (
        <p className="co-pilot__empty">{coPilotMessages.noData}</p>
      ) : (
        <Card>
          <FormGroup label="Notes" labelFor={`${id}-feedback`} helperText="Kept with your decision as feedback">
            <TextArea
              id={`${id}-feedback`}
              fill
              rows={4}
              maxLength={2000}
              value={feedback}
              disabled={approved}
              onChange={(event) => onFeedback(event.currentTarget.value)}
            />
          </FormGroup>
          {approved ? (
            <Button disabled text={coPilotMessages.alreadyApproved} />
          ) : (
            <div className="co-pilot__decisions">
              <Button intent="success" icon="tick" text="Approve Order" loading={approving} onClick={onApprove} />
              <Button
                intent="danger"
                icon="cross"
                text="Reject Order"
                loading={rejecting}
                disabled={detail.status === 'rejected'}
                onClick={onReject}
              />
            </div>
          )}
          {detail.feedback && <p className="co-pilot__feedback">Feedback: {detail.feedback}</p>}
        </Card>
      )}
    </section>
  );
}
