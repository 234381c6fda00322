import { useId, useState } from 'react';
import { Button, ButtonLink, media, Modal, smallCaps, Spinner } from 'shared';
import styled from 'styled-components';
import { CopyLink } from './copy-link';
import { FEED_LOAD_FAILED, useCalendarFeed } from './use-calendar-feed';

const Panel = styled.section`
  margin-bottom: 3rem;
  padding: 1.5rem 1.25rem;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-top: 3px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} { padding: 2rem 2.25rem; }

  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.5rem;
    font-weight: 500;
    color: ${({ theme }) => theme.color.ink};
  }

  p { margin: 0; line-height: 1.6; }
`;

const Intro = styled.div`
  display: grid;
  gap: 0.5rem;
  max-width: 44rem;
  margin-bottom: 1.25rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Apps = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin: 1.25rem 0 0;
  padding: 0;
  list-style: none;
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }

  li {
    display: grid;
    align-content: start;
    gap: 0.6rem;
    padding: 1.1rem 1.25rem;
    background: ${({ theme }) => theme.color.ivory};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  h4 {
    margin: 0;
    ${smallCaps}
    color: ${({ theme }) => theme.color.brass};
  }

  p {
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.color.text};
  }

  code {
    display: block;
    padding: 0.5rem 0.65rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.white};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow-wrap: anywhere;
    user-select: all;
  }

  a { justify-self: start; white-space: normal; }
`;

const Reset = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-top: 1.25rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Links = styled.div`
  margin-top: 1.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

const Status = styled.div`
  display: grid;
  place-items: center;
  gap: 1rem;
  min-height: 6rem;
  text-align: center;

  .failure { font-weight: 600; color: ${({ theme }) => theme.color.danger}; }
`;

/** Asks before the member's links are replaced. */
function ResetDialog({ busy, onCancel, onReset }: { busy: boolean; onCancel: () => void; onReset: () => void }) {
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open
      size="sm"
      title="Reset your calendar link?"
      description="Calendars subscribed with the current link stop updating. Subscribe again with the new one."
      onClose={close}
      closeOnBackdrop={false}
      footer={(
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>Keep this link</Button>
          <Button variant="danger" onClick={onReset} busy={busy}>{busy ? 'Resetting...' : 'Reset link'}</Button>
        </>
      )}
    />
  );
}

/** The feed's links once asked for: the copy field, how to subscribe in each app, and the reset. */
function FeedLinks({ id }: { id: string }) {
  const { state, retry, resetting, reset } = useCalendarFeed();
  const [asking, setAsking] = useState(false);
  return (
    <div id={id} aria-busy={state.status === 'loading' || undefined}>
      {state.status === 'loading' && <Status><Spinner label="Loading your calendar link" /></Status>}
      {state.status === 'error' && (
        <Status>
          <p className="failure" role="alert">{FEED_LOAD_FAILED}</p>
          <Button variant="secondary" onClick={retry}>Try again</Button>
        </Status>
      )}
      {state.status === 'loaded' && (
        <>
          <CopyLink label="Calendar link" value={state.data.webcalUrl} copyLabel="Copy link" />
          <Apps aria-label="How to subscribe">
            <li>
              <h4>Google Calendar</h4>
              <p>On a computer, open <strong>Other calendars › + › From URL</strong> and paste this address:</p>
              <code>{state.data.url}</code>
            </li>
            <li>
              <h4>Apple Calendar</h4>
              <p>On an iPhone, iPad or Mac, open the link and confirm the subscription.</p>
              <ButtonLink href={state.data.webcalUrl} size="sm">Subscribe in Apple Calendar</ButtonLink>
            </li>
            <li>
              <h4>Outlook</h4>
              <p>Choose <strong>Add calendar › Subscribe from web</strong>, paste the calendar link above and name it.</p>
            </li>
          </Apps>
          <Reset>
            <span>Shared the link by mistake?</span>
            <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>Reset link</Button>
          </Reset>
        </>
      )}
      {asking && (
        <ResetDialog
          busy={resetting}
          onCancel={() => setAsking(false)}
          onReset={() => void reset().then((done) => { if (done) setAsking(false); })}
        />
      )}
    </div>
  );
}

/**
 * 'Your dinner calendar': the member's own feed of the dinners they are confirmed for, to
 * subscribe to once in Google Calendar, Apple Calendar or Outlook (a copy button and how, for
 * each), and a reset for a link shared by mistake. The secret link shows only when asked for.
 */
export function CalendarFeedPanel() {
  const [shown, setShown] = useState(false);
  const linksId = useId();
  return (
    <Panel aria-labelledby="feed-title">
      <Intro>
        <h3 id="feed-title">Your dinner calendar</h3>
        <p>
          Subscribe once and every dinner you are confirmed for appears in your own calendar, kept up to date:
          changes and cancellations included. The link is yours alone; keep it private.
        </p>
      </Intro>
      <Button variant="secondary" aria-expanded={shown} aria-controls={shown ? linksId : undefined} onClick={() => setShown((value) => !value)}>
        {shown ? 'Hide my calendar link' : 'Show my calendar link'}
      </Button>
      {shown && <Links><FeedLinks id={linksId} /></Links>}
    </Panel>
  );
}
