import { memo } from 'react';
import { media, smallCaps, SpinnerIcon, VisuallyHidden, type Attendee } from 'shared';
import styled from 'styled-components';
import { nameOf, partyText } from './dinner-words';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: center;
  padding: 1rem 1.1rem;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};

  &[data-checked-in] {
    background: rgba(45, 106, 62, 0.06);
    border-color: rgba(45, 106, 62, 0.45);
  }

  ${media.sm} { grid-template-columns: minmax(0, 1fr) auto; }
  ${media.md} { padding: 1rem 1.5rem; }
`;

export const Who = styled.div`
  display: grid;
  gap: 0.2rem;
  min-width: 0;

  .name {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.2rem;
    font-weight: 600;
    line-height: 1.25;
    color: ${({ theme }) => theme.color.ink};
    overflow-wrap: anywhere;
  }

  .email {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
    overflow-wrap: anywhere;
  }

  .party { font-size: 0.9375rem; font-weight: 500; color: ${({ theme }) => theme.color.text}; }

  .diet {
    margin-top: 0.2rem;
    font-size: 0.875rem;
    line-height: 1.45;
    color: ${({ theme }) => theme.color.text};
    overflow-wrap: anywhere;
  }

  .diet strong {
    ${smallCaps}
    font-size: 0.6875rem;
    letter-spacing: 0.14em;
    margin-right: 0.4rem;
    color: ${({ theme }) => theme.color.brass};
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  width: 100%;
  min-width: 8.5rem;
  min-height: 3.5rem;
  padding: 0.5rem 1rem;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.white};
  border: 2px solid ${({ theme }) => theme.color.ink};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;

  &[aria-pressed='false']:hover:not(:disabled) { background: ${({ theme }) => theme.color.ivory}; }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.white};
    background: ${({ theme }) => theme.color.success};
    border-color: ${({ theme }) => theme.color.success};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  &:disabled { cursor: progress; opacity: 0.75; }

  svg { flex: none; width: 1.35rem; height: 1.35rem; }

  ${media.sm} { width: auto; }

  @media (forced-colors: active) {
    &[aria-pressed='true'] { outline: 3px solid Highlight; }
  }
`;

function Box({ ticked }: { ticked: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="18" height="18" rx="4" />
      {ticked && <path d="M7.5 12.5l3 3 6-7" />}
    </svg>
  );
}

export interface CheckInRowProps {
  attendee: Attendee;
  busy: boolean;
  /** No check-in (a cancelled dinner): the row is read-only. */
  readOnly: boolean;
  onToggle: (userId: string, attended: boolean) => void;
}

/**
 * One confirmed party at the door: the member's name, e-mail, party and dietary notes, and a large
 * 'Checked in' toggle (aria-pressed) named after the member.
 */
export const CheckInRow = memo(function CheckInRow({ attendee, busy, readOnly, onToggle }: CheckInRowProps) {
  const name = nameOf(attendee);
  return (
    <Row data-checked-in={attendee.checkedIn || undefined}>
      <Who>
        <span className="name">{name}</span>
        {attendee.fullName && <span className="email">{attendee.email}</span>}
        <span className="party">{`${partyText(attendee.guests)} · ${attendee.seats} seat${attendee.seats === 1 ? '' : 's'}`}</span>
        {attendee.dietaryNotes && <span className="diet"><strong>Dietary</strong>{attendee.dietaryNotes}</span>}
      </Who>
      {!readOnly && (
        <Toggle
          type="button"
          aria-pressed={attendee.checkedIn}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => onToggle(attendee.userId, !attendee.checkedIn)}
        >
          {busy ? <SpinnerIcon size={20} /> : <Box ticked={attendee.checkedIn} />}
          Checked in
          <VisuallyHidden>{` ${name}`}</VisuallyHidden>
        </Toggle>
      )}
    </Row>
  );
});
