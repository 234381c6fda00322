import { useState, type FormEvent } from 'react';
import { Link } from 'shared/router';
import { Button, notifyError, notifySuccess, serverText, TextField } from 'shared';
import { AsideLink, AuthCard, Form, InlineError, InlineSuccess } from '../../components/auth-card';
import { requestPasswordReset } from './request-password-reset';

type Result = { ok: boolean; text: string } | null;

/** Forgot password: the result shows inline and as a toast. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    if (email.trim() === '') {
      setFieldError('Please enter your email address');
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const { message } = await requestPasswordReset(email.trim());
      const text = message || 'Password reset instructions sent!';
      setResult({ ok: true, text });
      notifySuccess(text);
    } catch (err) {
      const text = serverText(err, 'Failed to reset password');
      setResult({ ok: false, text });
      notifyError(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard eyebrow="Account help" title="Forgot Password" lead="Enter the e-mail you use with the club and we will send you a link to choose a new password.">
      <Form onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={fieldError}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldError) setFieldError(null);
          }}
          required
        />
        {result && (result.ok
          ? <InlineSuccess role="status">{result.text}</InlineSuccess>
          : <InlineError role="alert">{result.text}</InlineError>)}
        <Button type="submit" size="lg" fullWidth busy={busy}>
          Send Reset Link
        </Button>
        <AsideLink>
          <Link to="/login">Back to Member Access</Link>
        </AsideLink>
      </Form>
    </AuthCard>
  );
}
