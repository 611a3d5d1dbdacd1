import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { checkoutMessages, sandboxTestCards } from '@oms/contracts';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../platform/apiError';
import { type CardField, CardFieldError } from './cardFields';
import { checkoutApi } from './queries';

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The sandbox provider's own card field: number, expiry and CVC (no postal code), and its 3-D Secure step. */
export function useSandboxCardField(): { field: CardField; element: React.ReactNode } {
  const id = useId();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [challenge, setChallenge] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const settle = useRef<{ resolve: () => void; reject: (error: Error) => void } | null>(null);

  const answerChallenge = async (outcome: 'complete' | 'fail') => {
    if (!challenge) return;
    setConfirming(true);
    try {
      await checkoutApi.sandboxConfirm(challenge, outcome);
      settle.current?.resolve();
    } catch (error) {
      settle.current?.reject(new CardFieldError(error instanceof ApiError ? error.message : checkoutMessages.failed));
    } finally {
      settle.current = null;
      setConfirming(false);
      setChallenge(null);
    }
  };

  const field: CardField = {
    ready: true,
    async tokenise() {
      try {
        return (await checkoutApi.sandboxCard(card)).id;
      } catch (error) {
        if (error instanceof ApiError) {
          throw new CardFieldError(Object.values(error.fields ?? {})[0] ?? error.message);
        }
        throw error;
      }
    },
    confirm(clientSecret) {
      return new Promise<void>((resolve, reject) => {
        settle.current = { resolve, reject };
        setChallenge(clientSecret);
      });
    },
  };

  const input = (name: keyof typeof card, label: string, props: React.ComponentProps<typeof InputGroup>) => (
    <FormGroup label={label} labelFor={`${id}-${name}`} className={`sandbox-card__${name}`}>
      <InputGroup
        id={`${id}-${name}`}
        value={card[name]}
        onValueChange={(value) => setCard((current) => ({ ...current, [name]: value }))}
        {...props}
      />
    </FormGroup>
  );

  const element = (
    <fieldset className="sandbox-card">
      <legend className="sandbox-card__legend">
        Card details <Tag icon="lab-test">{checkoutMessages.sandboxLabel}</Tag>
      </legend>
      <div className="sandbox-card__row">
        {input('number', 'Card number', {
          inputMode: 'numeric',
          autoComplete: 'cc-number',
          placeholder: '4242 4242 4242 4242',
          maxLength: 23,
          onValueChange: (value) => setCard((current) => ({ ...current, number: spaced(value.replace(/\D/g, '')) })),
        })}
        {input('expiry', 'Expiry (MM/YY)', {
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          placeholder: 'MM/YY',
          maxLength: 7,
        })}
        {input('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 })}
      </div>
      <p className="sandbox-card__hint">
        Test cards: {spaced(sandboxTestCards.succeeds)} pays, {spaced(sandboxTestCards.declined)} is declined,{' '}
        {spaced(sandboxTestCards.requiresAction)} asks for the bank's confirmation. Any future expiry and CVC.
      </p>
      <Dialog
        isOpen={challenge !== null}
        title="Confirm this payment"
        icon="shield"
        onClose={() => void answerChallenge('fail')}
        canOutsideClickClose={false}
      >
        <DialogBody>
          <p>
            Your bank asks you to confirm this payment. <Tag icon="lab-test">{checkoutMessages.sandboxLabel}</Tag>
          </p>
          <p>This is the sandbox's stand-in for the bank's 3-D Secure page.</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Fail authentication" disabled={confirming} onClick={() => void answerChallenge('fail')} />
              <Button
                intent="primary"
                text="Complete authentication"
                loading={confirming}
                onClick={() => void answerChallenge('complete')}
              />
            </>
          }
        />
      </Dialog>
    </fieldset>
  );
  return { field, element };
}
