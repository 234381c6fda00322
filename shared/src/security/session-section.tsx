import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'shared/router';
import { Button, serverText, Spinner, useLoad, useSession } from 'shared';
import { formatDateTime, NO_DATE } from 'shared/format';
import { endOtherSessions, endSession, fetchSessions, type SessionView } from './security-api';
import {
  Actions, Badge, Block, BlockTitle, ErrorText, Item, ItemError, ItemFacts, ItemList, ItemName, Lead, Muted, Status,
} from './security-layout';

export const SESSIONS_TITLE = 'Where you are signed in';
export const SESSIONS_LOAD_FAILED = 'Your sessions could not be loaded.';
export const END_SESSION_FAILED = 'That session could not be ended. Please try again.';
export const END_OTHERS_FAILED = 'The other sessions could not be ended. Please try again.';

/** 'Chrome 131 on macOS', from what the browser said of itself. */
export function deviceOf(session: Pick<SessionView, 'browser' | 'os'>): string {
  const browser = session.browser ?? 'Unknown browser';
  return session.os ? `${browser} on ${session.os}` : browser;
}

function SessionRow({ session, onEnded }: { session: SessionView; onEnded: (session: SessionView) => void }) {
  const nameId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const end = async () => {
    setBusy(true);
    setError(null);
    try {
      await endSession(session.id);
      onEnded(session);
    } catch (err) {
      setError(serverText(err, END_SESSION_FAILED));
      setBusy(false);
    }
  };

  return (
    <Item>
      <div>
        <ItemName id={nameId}>
          {deviceOf(session)}
          {session.current && <Badge>This browser</Badge>}
        </ItemName>
        <ItemFacts>
          Signed in {formatDateTime(session.createdAt) ?? NO_DATE} · Last active {formatDateTime(session.lastSeenAt) ?? NO_DATE}
          {session.address && <> · Network {session.address}</>}
        </ItemFacts>
        {error && <ItemError role="alert">{error}</ItemError>}
      </div>
      <Actions>
        <Button variant="secondary" size="sm" busy={busy} aria-describedby={nameId} onClick={() => void end()}>
          {session.current ? 'Sign out here' : 'Sign out'}
        </Button>
      </Actions>
    </Item>
  );
}

/**
 * The user's sessions (device, network, signed in, last active; this browser marked), each with
 * Sign out, and 'Sign out everywhere else'. Ending this browser's session signs out here. A new
 * `refreshKey` loads the list again (a change of factor ends the other sessions).
 */
export function SessionSection({ refreshKey = 0 }: { refreshKey?: number }) {
  const titleId = useId();
  const sessions = useLoad(fetchSessions);
  const { logout } = useSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [othersBusy, setOthersBusy] = useState(false);
  const [othersError, setOthersError] = useState<string | null>(null);
  const { state, refresh } = sessions;

  useEffect(() => {
    if (refreshKey > 0) refresh();
  }, [refreshKey, refresh]);

  const ended = (session: SessionView) => {
    if (session.current) {
      logout();
      void navigate('/login', { replace: true });
      return;
    }
    sessions.update((list) => list.filter((item) => item.id !== session.id));
    setStatus(`Signed out of ${deviceOf(session)}.`);
  };

  const endOthers = async () => {
    setOthersBusy(true);
    setOthersError(null);
    try {
      const count = await endOtherSessions();
      sessions.update((list) => list.filter((item) => item.current));
      setStatus(count === 1 ? 'Signed out of 1 other session.' : `Signed out of ${count} other sessions.`);
    } catch (err) {
      setOthersError(serverText(err, END_OTHERS_FAILED));
    } finally {
      setOthersBusy(false);
    }
  };

  const others = state.status === 'loaded' ? state.data.filter((session) => !session.current).length : 0;

  return (
    <Block aria-labelledby={titleId}>
      <BlockTitle id={titleId}>{SESSIONS_TITLE}</BlockTitle>
      <Lead>Sign out of any browser you no longer use or do not recognise.</Lead>
      {state.status === 'loading' && <Spinner label="Loading your sessions" />}
      {state.status === 'error' && (
        <Actions>
          <ErrorText role="alert">{SESSIONS_LOAD_FAILED}</ErrorText>
          <Button variant="secondary" size="sm" onClick={sessions.retry}>Try again</Button>
        </Actions>
      )}
      {state.status === 'loaded' && (state.data.length === 0
        ? <Muted>No sessions.</Muted>
        : (
          <ItemList aria-label="Your sessions">
            {state.data.map((session) => <SessionRow key={session.id} session={session} onEnded={ended} />)}
          </ItemList>
        ))}
      {othersError && <ErrorText role="alert">{othersError}</ErrorText>}
      {others > 0 && (
        <Actions>
          <Button variant="secondary" busy={othersBusy} onClick={() => void endOthers()}>
            {othersBusy ? 'Signing out...' : 'Sign out everywhere else'}
          </Button>
        </Actions>
      )}
      <Status role="status">{status}</Status>
    </Block>
  );
}
