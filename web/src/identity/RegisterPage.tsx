import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { identityErrors, isErrorOf, registerBodySchema } from '@oms/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../platform/apiError';
import { NoticeCallout } from '../platform/NoticeCallout';
import { AuthCard } from './AuthCard';
import { fieldErrorsOf } from './formErrors';
import { PasswordRequirementsList } from './PasswordRequirements';
import { useRegister } from './queries';

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});

  const serverError = isApiError(register.error) ? register.error : undefined;
  const isEmailTaken = isErrorOf(serverError, identityErrors.emailTaken);
  const errors: Record<string, string | undefined> = {
    ...serverError?.fields,
    ...(isEmailTaken && serverError ? { email: serverError.message } : {}),
    ...clientErrors,
  };
  const formError = register.error && !isEmailTaken && !serverError?.fields ? register.error : undefined;

  const edit = (change: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...change }));
    setClientErrors({});
    register.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const checked = registerBodySchema.safeParse(form);
    if (!checked.success) {
      setClientErrors(fieldErrorsOf(checked.error.issues));
      return;
    }
    register.mutate(checked.data, { onSuccess: (session) => navigate(session.homePath, { replace: true }) });
  };

  return (
    <AuthCard title="Register" intro="Create your OMS account to order from your suppliers.">
      <form onSubmit={submit} noValidate className="auth-form">
        {formError && (
          <NoticeCallout intent="danger" role="alert" title="Your account could not be created">
            {formError.message}
          </NoticeCallout>
        )}
        <FormGroup
          label="Name"
          labelFor="register-name"
          helperText={errors.name}
          intent={errors.name ? 'danger' : 'none'}
        >
          <InputGroup
            id="register-name"
            autoComplete="name"
            size="large"
            value={form.name}
            intent={errors.name ? 'danger' : 'none'}
            onValueChange={(name) => edit({ name })}
          />
        </FormGroup>
        <FormGroup
          label="Email"
          labelFor="register-email"
          helperText={errors.email}
          intent={errors.email ? 'danger' : 'none'}
        >
          <InputGroup
            id="register-email"
            type="email"
            autoComplete="email"
            size="large"
            value={form.email}
            intent={errors.email ? 'danger' : 'none'}
            // Spec 01 §5: the e-mail is lowercased.
            onValueChange={(email) => edit({ email: email.toLowerCase() })}
          />
        </FormGroup>
        <FormGroup
          label="Password"
          labelFor="register-password"
          helperText={errors.password}
          intent={errors.password ? 'danger' : 'none'}
        >
          <InputGroup
            id="register-password"
            type="password"
            autoComplete="new-password"
            size="large"
            value={form.password}
            intent={errors.password ? 'danger' : 'none'}
            onValueChange={(password) => edit({ password })}
            aria-describedby="register-password-rules"
          />
        </FormGroup>
        <div id="register-password-rules" className="auth-form__rules">
          <p className="auth-form__rules-title">Password requirements</p>
          <PasswordRequirementsList password={form.password} />
        </div>
        <Button type="submit" intent="primary" size="large" fill text="Register" loading={register.isPending} />
      </form>
      <p className="auth-card__footer">
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}
