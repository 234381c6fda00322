import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'shared/router';
import {
  Button, httpStatusOf, newPasswordProblem, notifyError, notifySuccess, PASSWORD_MIN_LENGTH, PasswordField, serverMessage,
} from 'shared';
import { AuthCard, Form } from '../../components/auth-card';
import { resetPassword } from './reset-password';

/** After a successful reset, /login follows after 1.5 s. */
export const REDIRECT_DELAY_MS = 1500;

/** Reset password, reading the token from the route. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (newPassword !== confirmation) {
      notifyError('Passwords do not match');
      return;
    }
    const problem = newPasswordProblem(newPassword);
    if (problem) {
      notifyError(problem);
      return;
    }
    setBusy(true);
    try {
      const result = await resetPassword(token, newPassword);
      if (result.success) {
        setDone(true);
        notifySuccess('Password has been updated successfully!');
        timer.current = setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
        return;
      }
      notifyError(result.message || 'Something went wrong');
    } catch (err) {
      const message = serverMessage(err);
      if (httpStatusOf(err) !== undefined) notifyError(typeof message === 'string' ? message : 'Something went wrong');
      else notifyError('Error resetting password. Please try again.');
    }
    setBusy(false);
  };

  return (
    <AuthCard eyebrow="Account help" title="Reset Password" lead={`Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`}>
      <Form onSubmit={submit}>
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
          nativeRequired
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          required
          nativeRequired
        />
        <Button type="submit" size="lg" fullWidth busy={busy} disabled={done}>
          Update Password
        </Button>
      </Form>
    </AuthCard>
  );
}
