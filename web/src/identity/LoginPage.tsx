import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { identityMessages, loginBodySchema } from '@oms/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../platform/apiError';
import { NoticeCallout } from '../platform/NoticeCallout';
import { AuthCard } from './AuthCard';
import { pathAfterSignIn } from './authGuards';
import { fieldErrorsOf } from './formErrors';
import { PasswordRequirementsPopover } from './PasswordRequirements';
import { useLogin } from './queries';

/** Server answers that belong under one field rather than above the form. */
const fieldOfErrorCode: Record<string, 'email' | 'password'> = { UNKNOWN_EMAIL: 'email', WRONG_PASSWORD: 'password' };

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
  const [form, setForm] = useState({ email: searchParams.get('email') ?? '', password: '' });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const next = searchParams.get('next');

  const serverError = isApiError(login.error) ? login.error : undefined;
  const serverField = serverError ? fieldOfErrorCode[serverError.code] : undefined;
  const errors: Record<string, string | undefined> = {
    ...serverError?.fields,
    ...(serverError && serverField ? { [serverField]: serverError.message } : {}),
    ...clientErrors,
  };
  const formError = login.error && !serverField && !serverError?.fields ? login.error : undefined;

  const edit = (change: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...change }));
    setClientErrors({});
    login.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const checked = loginBodySchema.safeParse(form);
    if (!checked.success) {
      setClientErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    login.mutate(checked.data, {
      onSuccess: (session) => navigate(pathAfterSignIn(session, next), { replace: true }),
    });
  };

  return (
    <AuthCard title="Sign in" intro={next ? identityMessages.signInRequired : 'Sign in to order from your suppliers.'}>
      <form onSubmit={submit} noValidate className="auth-form">
        {formError && (
          <NoticeCallout intent="danger" role="alert" title="You could not be signed in">
            {formError.message}
          </NoticeCallout>
        )}
        <FormGroup
          label="Email"
          labelFor="login-email"
          helperText={errors.email}
          intent={errors.email ? 'danger' : 'none'}
        >
          <InputGroup
            id="login-email"
            type="email"
            autoComplete="username"
            size="large"
            value={form.email}
            intent={errors.email ? 'danger' : 'none'}
            onValueChange={(email) => edit({ email })}
          />
        </FormGroup>
        <FormGroup
          label="Password"
          labelFor="login-password"
          helperText={errors.password}
          intent={errors.password ? 'danger' : 'none'}
        >
          <InputGroup
            id="login-password"
            type="password"
            autoComplete="current-password"
            size="large"
            value={form.password}
            intent={errors.password ? 'danger' : 'none'}
            onValueChange={(password) => edit({ password })}
          />
        </FormGroup>
        <div className="auth-form__aside">
          <PasswordRequirementsPopover />
          <Link to={`/reset-password${form.email ? `?email=${encodeURIComponent(form.email.trim())}` : ''}`}>
            Reset Password
          </Link>
        </div>
        <Button type="submit" intent="primary" size="large" fill text="Sign in" loading={login.isPending} />
      </form>
      <p className="auth-card__footer">
        New to OMS? <Link to="/register">Register</Link>
      </p>
    </AuthCard>
  );
}
