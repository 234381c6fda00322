import { useEffect, useId, useRef } from 'react';
import { Button, media, smallCaps, TextField, type SponsorDecision, type Sponsorship } from 'shared';
import styled from 'styled-components';
import { formatDate, NO_DATE } from 'shared/format';
import { cardSurface, cardTitle, StatusPill, type PillTone } from '../dashboard/dashboard-layout';
import { DECIDED, DECISION_BUTTON, NOTE_LABEL, sponsorshipStatusText } from './sponsorship-words';
import { useSponsorshipAnswer } from './use-sponsorship-answer';

export interface SponsorshipCardProps {
  sponsorship: Sponsorship;
  onAnswered: (sponsorship: Sponsorship) => void;
  onStale: () => void;
}

const Item = styled.li`
  display: grid;
  gap: 0.75rem;
  padding: 1.25rem;
  ${cardSurface}
  ${media.md} { padding: 1.5rem 1.75rem; }

  h3 { ${cardTitle} }

  p { margin: 0; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1.5rem;

  .applied {
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;


const Said = styled.p`
  font-size: 0.9375rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.color.text};
  white-space: pre-line;
  overflow-wrap: anywhere;

  span {
    ${smallCaps}
    font-size: 0.6875rem;
    letter-spacing: 0.16em;
    margin-right: 0.5rem;
    color: ${({ theme }) => theme.color.brass};
  }
`;

const Decided = styled.p`
  padding-top: 0.75rem;
  font-size: 0.9375rem;
  font-style: italic;
  color: ${({ theme }) => theme.color.muted};
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

const Answer = styled.div`
  display: grid;
  gap: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem 0.75rem;

  & > * { flex: 1 1 auto; }
  ${media.sm} { & > * { flex: 0 0 auto; } }

  /* The member's current answer: filled in ink, with a check (hovered or not). */
  [aria-pressed='true'],
  [aria-pressed='true']:hover:not(:disabled),
  [aria-pressed='true']:active:not(:disabled) {
    color: ${({ theme }) => theme.color.brassLight};
    background-color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.ink};
  }
  svg.check { width: 1rem; height: 1rem; }
`;

function CheckIcon() {
  return (
    <svg className="check" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}

const PRESSED_BY: Record<SponsorDecision, Sponsorship['status']> = { endorse: 'endorsed', decline: 'declined' };
const DECISIONS: readonly SponsorDecision[] = ['endorse', 'decline'];

function toneOf(status: Sponsorship['status'], decided: boolean): PillTone {
  if (status === 'endorsed') return 'success';
  return status === 'requested' && !decided ? 'waiting' : 'quiet';
}

/**
 * One application naming the member: who applied and when, where the member's answer stands and
 * their note; until the committee decides, the note field and 'Endorse' and 'Decline' (the current
 * answer pressed; either sends again, with the note, to change it). Once decided, read-only.
 */
export function SponsorshipCard({ sponsorship, onAnswered, onStale }: SponsorshipCardProps) {
  const nameId = useId();
  const { applicantName, submittedAt, status, note, decided } = sponsorship;
  const form = useSponsorshipAnswer({ sponsorship, onAnswered, onStale });
  const noteField = useRef<HTMLTextAreaElement>(null);
  const buttons = useRef<Partial<Record<SponsorDecision, HTMLButtonElement | null>>>({});
  // The answer last sent: its button was disabled meanwhile, so focus goes back to it after.
  const sent = useRef<SponsorDecision | null>(null);
  const applied = formatDate(submittedAt);

  useEffect(() => {
    const decision = sent.current;
    if (form.sending || !decision) return;
    sent.current = null;
    const button = buttons.current[decision];
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (button?.isConnected && lost) button.focus();
  }, [form.sending]);

  const send = (decision: SponsorDecision) => {
    // Over the limit nothing is sent: the field says why, and gets the focus.
    if (form.noteTooLong) {
      noteField.current?.focus();
      return;
    }
    sent.current = decision;
    void form.answer(decision);
  };

  return (
    <Item aria-labelledby={nameId}>
      <Head>
        <h3 id={nameId}>{applicantName}</h3>
        <p className="applied">Applied {applied ? <time dateTime={submittedAt}>{applied}</time> : NO_DATE}</p>
      </Head>
      <StatusPill $tone={toneOf(status, decided)}>{sponsorshipStatusText(sponsorship)}</StatusPill>
      {note && <Said><span>Your note</span>{note}</Said>}
      {decided ? <Decided>{DECIDED}</Decided> : (
        <Answer role="group" aria-label={`Your answer for ${applicantName}`}>
          <TextField
            ref={noteField}
            multiline
            rows={3}
            label={NOTE_LABEL}
            value={form.note}
            error={form.noteProblem}
            readOnly={form.sending !== null}
            onChange={(event) => form.setNote(event.target.value)}
          />
          <Buttons>
            {DECISIONS.map((decision) => {
              const pressed = status === PRESSED_BY[decision];
              const busy = form.sending === decision;
              return (
                <Button
                  key={decision}
                  ref={(element) => { buttons.current[decision] = element; }}
                  variant={decision === 'endorse' ? 'primary' : 'secondary'}
                  aria-pressed={pressed}
                  busy={busy}
                  disabled={form.sending !== null}
                  onClick={() => send(decision)}
                >
                  {pressed && !busy && <CheckIcon />}
                  {busy ? DECISION_BUTTON[decision].busy : DECISION_BUTTON[decision].label}
                </Button>
              );
            })}
          </Buttons>
        </Answer>
      )}
    </Item>
  );
}
