import { Button, ButtonGroup, Card, FormGroup, TextArea } from '@blueprintjs/core';
import { FEEDBACK_MAX_RATING, feedbackMessages, feedbackSentSchema } from '@oms/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiFetch } from '../../platform/apiFetch';
import { PageHeading } from '../../platform/PageHeading';
import { showErrorToast, showToast } from '../../platform/toaster';
import { useSupplierId } from '../useSupplierId';
import './feedback.css';

const ratings = Array.from({ length: FEEDBACK_MAX_RATING + 1 }, (_, rating) => rating);

/** Spec 03 §2 Feedback: a rating 0 to 10 and a comment for the OMS team. */
export function FeedbackPage() {
  const supplierId = useSupplierId();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const send = useMutation({
    mutationFn: (body: { rating: number; comment: string }) =>
      apiFetch(`/api/suppliers/${encodeURIComponent(supplierId)}/feedback`, feedbackSentSchema, {
        method: 'POST',
        body,
      }),
  });
  const submit = () => {
    if (rating === null || comment.trim() === '') {
      window.alert(feedbackMessages.required);
      return;
    }
    send.mutate(
      { rating, comment },
      {
        onSuccess: () => {
          void showToast({ intent: 'success', message: feedbackMessages.sent });
          setRating(null);
          setComment('');
        },
        onError: showErrorToast,
      },
    );
  };
  return (
    <div className="feedback">
      <PageHeading title="Feedback" subtitle="Tell us how OMS works for you. Every note is read by the team." />
      <Card className="feedback__card">
        <FormGroup label="How likely are you to recommend OMS to another supplier?" labelFor={`${id}-0`}>
          <ButtonGroup className="feedback__ratings" role="radiogroup" aria-label="Rating from 0 to 10">
            {ratings.map((value) => (
              <Button
                key={value}
                id={`${id}-${value}`}
                role="radio"
                aria-checked={rating === value}
                intent={rating === value ? 'primary' : 'none'}
                variant={rating === value ? 'solid' : 'outlined'}
                text={String(value)}
                onClick={() => setRating(value)}
              />
            ))}
          </ButtonGroup>
          <div className="feedback__scale" aria-hidden="true">
            <span>Not likely</span>
            <span>Very likely</span>
          </div>
        </FormGroup>
        <FormGroup label="Your feedback" labelFor={`${id}-comment`}>
          <TextArea
            id={`${id}-comment`}
            fill
            rows={6}
            maxLength={5000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
        </FormGroup>
        <Button intent="primary" text="Submit" icon="send-message" loading={send.isPending} onClick={submit} />
      </Card>
    </div>
  );
}
