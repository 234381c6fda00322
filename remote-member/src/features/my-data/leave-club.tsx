import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Modal, PasswordField, serverMessage, useSession } from 'shared';
import styled from 'styled-components';
import { useNavigate } from 'shared/router';
import { leaveClub } from './leave-club-api';

export const LEAVE_FAILED = 'Failed to end your membership. Please try again.';
export const PASSWORD_REQUIRED = 'Password is required';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Warning = styled.p`
  margin: 0;
  line-height: 1.6;
`;

/** The day part of an ISO date-time ('2024-04-30'), as the server words it. */
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * 'Leave the club': asks for the password before anything happens. On success the account is
 * already closed on the server (every session ended), so the dialog says when the personal data
 * will be erased and 'Done' goes to the home page. The local sign-out waits until the member pages
 * are gone (this component unmounts): signed out while they still show (the home page is loading),
 * the guard of the member pages would send the visitor to the login page instead. Cancel leaves
 * nothing behind.
 */
export function LeaveClub() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState<{ message: string; eraseAfter: string } | null>(null);
  const hasLeft = useRef(false);
  useEffect(() => () => {
    if (hasLeft.current) logout();
  }, [logout]);

  const close = () => {
    if (sending) return;
    if (left) {
      void navigate('/', { replace: true });
      return;
    }
    setOpen(false);
    setPassword('');
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem(PASSWORD_REQUIRED);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const answer = await leaveClub(password);
      hasLeft.current = true;
      setLeft({ message: answer.message, eraseAfter: answer.eraseAfter });
    } catch (error) {
      const said = serverMessage(error);
      setProblem(Array.isArray(said) ? said.map((item) => item.message).join(' ') : said ?? LEAVE_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>Leave the club</Button>
      {open && !left && (
        <Modal
          open
          size="sm"
          title="Leave the club?"
          onClose={close}
          closeOnBackdrop={false}
          footer={(
            <>
              <Button variant="secondary" onClick={close} disabled={sending}>Cancel</Button>
              <Button variant="danger" type="submit" form="leave-club-form" busy={sending}>{sending ? 'Leaving...' : 'Leave the club'}</Button>
            </>
          )}
        >
          <Form id="leave-club-form" onSubmit={(event) => void submit(event)} noValidate>
            <Warning>
              Your membership ends at once: you are signed out everywhere and leave the directory. Your personal
              data is erased when the grace period ends. Enter your password to confirm.
            </Warning>
            <PasswordField
              label="Your password"
              autoComplete="current-password"
              value={password}
              error={problem}
              onChange={(event) => {
                setPassword(event.target.value);
                if (problem) setProblem(null);
              }}
            />
          </Form>
        </Modal>
      )}
      {left && (
        <Modal
          open
          size="sm"
          title="Your membership has ended"
          onClose={close}
          footer={<Button onClick={close}>Done</Button>}
        >
          <Warning role="status">{left.message}</Warning>
          <Warning>
            After <time dateTime={left.eraseAfter}>{dayOf(left.eraseAfter)}</time> the club keeps nothing of your profile.
            Download your data before you go if you want a copy.
          </Warning>
        </Modal>
      )}
    </>
  );
}
