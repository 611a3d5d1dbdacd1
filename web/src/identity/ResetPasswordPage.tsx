import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { identityMessages, resetConfirmBodySchema, resetRequestBodySchema } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../platform/apiError';
import { NoticeCallout } from '../platform/NoticeCallout';
import { showToast } from '../platform/toaster';
import { AuthCard } from './AuthCard';
import { fieldErrorsOf } from './formErrors';
import { PasswordRequirementsList } from './PasswordRequirements';
import { sandboxMailQuery, useConfirmReset, useRequestResetCode } from './queries';

type Step = 'request' | 'confirm';

/** Spec 01 §2: the e-mail first, then the code and the new password. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState(searchParams.get('email') ?? '');

  return (
    <AuthCard
      title="Reset Password"
      intro={
        step === 'request'
          ? 'Enter the e-mail address of your account and we will e-mail you a reset code.'
          : 'Enter the code from the e-mail and choose a new password.'
      }
    >
      {step === 'request' ? (
        <RequestCodeForm email={email} onEmailChange={setEmail} onSent={() => setStep('confirm')} />
      ) : (
        <ConfirmResetForm email={email} onChangeEmail={() => setStep('request')} />
      )}
      <p className="auth-card__footer">
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}

function RequestCodeForm({
  email,
  onEmailChange,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
}) {
  const requestCode = useRequestResetCode();
  const [clientError, setClientError] = useState<string>();
  const serverError = isApiError(requestCode.error) ? requestCode.error : undefined;
  const emailError =
    clientError ?? serverError?.fields?.email ?? (requestCode.error ? requestCode.error.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (requestCode.isPending) return;
    const checked = resetRequestBodySchema.safeParse({ email });
    if (!checked.success) {
      setClientError(fieldErrorsOf(checked.error.issues).email);
      return;
    }
    onEmailChange(checked.data.email);
    requestCode.mutate(checked.data, { onSuccess: onSent });
  };

  return (
    <form onSubmit={submit} noValidate className="auth-form">
      <FormGroup label="Email" labelFor="reset-email" helperText={emailError} intent={emailError ? 'danger' : 'none'}>
        <InputGroup
          id="reset-email"
          type="email"
          autoComplete="username"
          size="large"
          value={email}
          intent={emailError ? 'danger' : 'none'}
          onValueChange={(value) => {
            onEmailChange(value);
            setClientError(undefined);
            requestCode.reset();
          }}
        />
      </FormGroup>
      <Button type="submit" intent="primary" size="large" fill text="Send reset code" loading={requestCode.isPending} />
    </form>
  );
}

function ConfirmResetForm({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const navigate = useNavigate();
  const confirmReset = useConfirmReset();
  const resendCode = useRequestResetCode();
  const [form, setForm] = useState({ code: '', newPassword: '' });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  // In the demo the code stays in the app's mailbox, which only its owner (signed in) or an admin reads.
  const sandboxMail = useQuery({ ...sandboxMailQuery(), throwOnError: false }).data === true;

  const serverError = isApiError(confirmReset.error) ? confirmReset.error : undefined;
  const errors: Record<string, string | undefined> = { ...serverError?.fields, ...clientErrors };
  const formError = confirmReset.error && !serverError?.fields ? confirmReset.error : undefined;

  const edit = (change: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...change }));
    setClientErrors({});
    confirmReset.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmReset.isPending) return;
    const checked = resetConfirmBodySchema.safeParse({ email, ...form });
    if (!checked.success) {
      setClientErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    confirmReset.mutate(checked.data, {
      onSuccess: (answer) => {
        void showToast({
          intent: 'success',
          icon: 'tick-circle',
          message: answer.message ?? identityMessages.passwordReset,
        });
        navigate(`/login?email=${encodeURIComponent(email)}`, { replace: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="auth-form">
      <NoticeCallout intent="success" role="status" title={identityMessages.resetCodeSent}>
        <p className="auth-form__sent-to">
          The code was sent to <strong>{email}</strong>.{' '}
          <button type="button" className="text-button" onClick={onChangeEmail}>
            Use another e-mail address
          </button>
        </p>
        {sandboxMail && (
          <p className="auth-form__sent-to">
            This is the local demo: e-mails stay in the{' '}
            <Link to="/mailbox" target="_blank" rel="noopener">
              Mailbox
            </Link>
            , where each person reads their own after signing in and an admin reads them all.
          </p>
        )}
      </NoticeCallout>
      {formError && (
        <NoticeCallout intent="danger" role="alert" title="Your password could not be reset">
          {formError.message}
        </NoticeCallout>
      )}
      <FormGroup
        label="Reset code"
        labelFor="reset-code"
        helperText={errors.code}
        intent={errors.code ? 'danger' : 'none'}
      >
        <InputGroup
          id="reset-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          size="large"
          value={form.code}
          intent={errors.code ? 'danger' : 'none'}
          onValueChange={(code) => edit({ code })}
        />
      </FormGroup>
      <FormGroup
        label="New password"
        labelFor="reset-new-password"
        helperText={errors.newPassword}
        intent={errors.newPassword ? 'danger' : 'none'}
      >
        <InputGroup
          id="reset-new-password"
          type="password"
          autoComplete="new-password"
          size="large"
          value={form.newPassword}
          intent={errors.newPassword ? 'danger' : 'none'}
          onValueChange={(newPassword) => edit({ newPassword })}
          aria-describedby="reset-password-rules"
        />
      </FormGroup>
      <div id="reset-password-rules" className="auth-form__rules">
        <p className="auth-form__rules-title">Password requirements</p>
        <PasswordRequirementsList password={form.newPassword} />
      </div>
      <Button type="submit" intent="primary" size="large" fill text="Reset password" loading={confirmReset.isPending} />
      <Button
        variant="minimal"
        fill
        text={resendCode.isSuccess ? 'A new code is on its way' : 'Send a new code'}
        loading={resendCode.isPending}
        disabled={resendCode.isSuccess}
        onClick={() => resendCode.mutate({ email })}
      />
    </form>
  );
}
