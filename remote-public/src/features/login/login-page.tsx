import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared/router';
import { Button, PasswordField, serverText, TextField, useSession } from 'shared';
import {
  ceremonyWasAborted, isMfaChallenge, passkeyErrorText, passkeysSupported, signInWithPasskey,
  type MfaChallenge, type SignInAnswer,
} from 'shared/security';
import { AsideLink, AuthCard, Form, InlineError } from '../../components/auth-card';
import { login } from './login';
import { MfaStep, Or } from './mfa-step';
import { usePasskeyAutofill } from './use-passkey-autofill';

export const PASSKEY_SIGN_IN_FAILED = 'Passkey sign-in failed';
export const PASSKEYS_UNSUPPORTED = 'This browser cannot sign in with a passkey. Use your email and password.';

/**
 * 'Member Access': email and password, then (for an account with a second factor) a code or a
 * passkey in the same card; or a passkey alone, from its button or from the email field's
 * autofill. Admins go on to /admin, everyone else to /user.
 */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // Back on the password step after the second one: focus goes to the password.
  const [backToPassword, setBackToPassword] = useState(0);

  useEffect(() => {
    if (backToPassword > 0) passwordInput.current?.focus();
  }, [backToPassword]);

  const finish = useCallback(({ data, token }: SignInAnswer) => {
    session.login({ user: data, token });
    void navigate(data.isAdmin ? '/admin' : '/user', { replace: true });
  }, [session, navigate]);

  const autofill = usePasskeyAutofill(challenge === null && !passkeyBusy, finish, (err) => {
    setError(passkeyErrorText(err, PASSKEY_SIGN_IN_FAILED));
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const answer = await login(email.trim(), password);
      if (isMfaChallenge(answer)) {
        setPassword('');
        setPasskeyError(null);
        setChallenge(answer);
        setBusy(false);
        return;
      }
      finish(answer);
    } catch (err) {
      setError(serverText(err, 'Login failed'));
      setBusy(false);
    }
  };

  const withPasskey = async (report: (message: string | null) => void) => {
    report(null);
    if (!passkeysSupported()) {
      report(PASSKEYS_UNSUPPORTED);
      return;
    }
    // The autofill's request gives way: the page runs one passkey request at a time.
    autofill.stop();
    setPasskeyBusy(true);
    try {
      finish(await signInWithPasskey());
    } catch (err) {
      if (!ceremonyWasAborted(err)) report(passkeyErrorText(err, PASSKEY_SIGN_IN_FAILED));
      setPasskeyBusy(false);
    }
  };

  const backToStart = (message: string | null) => {
    setChallenge(null);
    setError(message);
    setBackToPassword((n) => n + 1);
  };

  return (
    <AuthCard eyebrow="Members only" title="Member Access" lead="Sign in to your dashboard, the events calendar and the member directory.">
      {challenge ? (
        <MfaStep
          challenge={challenge}
          onSignedIn={finish}
          onExpired={backToStart}
          onBack={() => backToStart(null)}
          onPasskey={() => void withPasskey(setPasskeyError)}
          passkeyBusy={passkeyBusy}
          passkeyError={passkeyError}
        />
      ) : (
        <Form onSubmit={submit} aria-busy={busy} noValidate={false}>
          <TextField
            label="Email"
            type="email"
            name="email"
            // The browser offers the user's passkeys here too (conditional UI).
            autoComplete="username webauthn"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            nativeRequired
          />
          <PasswordField
            ref={passwordInput}
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
          <Button type="submit" size="lg" fullWidth busy={busy} disabled={passkeyBusy}>
            Login
          </Button>
          <Or>or</Or>
          <Button variant="secondary" size="lg" fullWidth busy={passkeyBusy} disabled={busy} onClick={() => void withPasskey(setError)}>
            Sign in with a passkey
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
