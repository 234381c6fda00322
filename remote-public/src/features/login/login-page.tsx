import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared/router';
import { Button, PasswordField, serverText, TextField, useSession } from 'shared';
import { AsideLink, AuthCard, Form, InlineError } from '../../components/auth-card';
import { login } from './login';

/** 'Member Access': admins go on to /admin, everyone else to /user. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { data, token } = await login(email.trim(), password);
      session.login({ user: data, token });
      void navigate(data.isAdmin ? '/admin' : '/user', { replace: true });
    } catch (err) {
      setError(serverText(err, 'Login failed'));
      setBusy(false);
    }
  };

  return (
    <AuthCard eyebrow="Members only" title="Member Access" lead="Sign in to your dashboard, the events calendar and the member directory.">
      <Form onSubmit={submit} aria-busy={busy} noValidate={false}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          nativeRequired
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          nativeRequired
        />
        <AsideLink>
          <Link to="/forgot-password">Forgot Password?</Link>
        </AsideLink>
        {error && <InlineError role="alert">{error}</InlineError>}
        <Button type="submit" size="lg" fullWidth busy={busy}>
          Login
        </Button>
      </Form>
    </AuthCard>
  );
}
