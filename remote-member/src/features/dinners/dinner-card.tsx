import { useId } from 'react';
import { Button, ButtonLink, DateBadge, media, smallCaps, VisuallyHidden, type MemberDinner } from 'shared';
import styled, { css } from 'styled-components';
import { chicagoBadge, chicagoDate, chicagoDateTime, chicagoTimeRange } from 'shared/format';
import { cardSurface, cardTitle, StatusPill, type PillTone } from '../dashboard/dashboard-layout';
import { dinnerStateText, guestsAllowedText, myRsvpText, seatsText } from './dinner-words';

export interface DinnerCardProps {
  dinner: MemberDinner;
  /** When the list was read: what has ended by then. */
  now: Date;
  /** The dinner's .ics file. */
  icsHref: string;
  /** A past dinner: no actions, no details beyond when, where and the member's reply. */
  compact?: boolean;
  onReserve: (dinner: MemberDinner) => void;
  onCancel: (dinner: MemberDinner) => void;
}

const Card = styled.article<{ $compact: boolean; $faded: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 1rem 1.25rem;
  height: 100%;
  padding: ${({ $compact }) => ($compact ? '1rem 1.25rem' : '1.25rem')};
  ${cardSurface}
  ${media.md} { padding: ${({ $compact }) => ($compact ? '1rem 1.5rem' : '1.5rem 1.75rem')}; }

  ${({ $faded }) => $faded && css`
    background: ${({ theme }) => theme.color.paper};
  `}
`;

const Body = styled.div`
  display: grid;
  gap: 0.4rem;
  align-content: start;
  min-width: 0;

  h4 { ${cardTitle} }

  p { margin: 0; }

  .when {
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.color.text};
  }

  .venue {
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.color.muted};
    overflow-wrap: anywhere;
  }

  .venue svg { flex: none; width: 0.85rem; height: 0.85rem; transform: translateY(0.1rem); }

  .description {
    margin-top: 0.35rem;
    font-size: 0.9375rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.color.muted};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.75rem;
  margin: 0.6rem 0 0;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.color.line};

  dt {
    ${smallCaps}
    font-size: 0.6875rem;
    letter-spacing: 0.16em;
    color: ${({ theme }) => theme.color.brass};
  }

  dd {
    margin: 0.15rem 0 0;
    font-size: 0.9375rem;
    font-weight: 500;
    color: ${({ theme }) => theme.color.ink};
  }
`;

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.5rem !important;
`;

const Reason = styled.p`
  font-size: 0.9375rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;

  span {
    ${smallCaps}
    font-size: 0.6875rem;
    letter-spacing: 0.16em;
    margin-right: 0.4rem;
    color: ${({ theme }) => theme.color.wine};
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem 0.75rem;
  padding-top: 0.25rem;

  & > * { flex: 1 1 auto; }
  ${media.sm} { & > * { flex: 0 0 auto; } }

  svg { width: 1rem; height: 1rem; }
`;

function PinIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
      <path d="M8 14.5s4.5-4.2 4.5-7.8a4.5 4.5 0 0 0-9 0c0 3.6 4.5 7.8 4.5 7.8z" />
      <circle cx="8" cy="6.6" r="1.6" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3M8 8.5v3M6.5 10h3" />
    </svg>
  );
}

function toneOf(dinner: MemberDinner, state: string | null): PillTone {
  if (dinner.status === 'cancelled') return 'danger';
  if (state) return 'quiet';
  return dinner.myRsvp?.status === 'confirmed' ? 'success' : 'waiting';
}

/**
 * One dinner as a card: a calendar-page badge, the title, when (Chicago time) and where, the seats
 * and guests it takes, where it stands and the member's reply, and what the member can do:
 * reserve (or join the waitlist), change or cancel their reply, add it to their calendar.
 */
export function DinnerCard({ dinner, now, icsHref, compact = false, onReserve, onCancel }: DinnerCardProps) {
  const titleId = useId();
  const state = dinnerStateText(dinner, now);
  const mine = dinner.myRsvp;
  const open = dinner.status === 'scheduled' && !dinner.started;
  const closesEarly = dinner.rsvpOpen && dinner.rsvpClosesAt < dinner.startsAt;
  const tone = toneOf(dinner, state);
  const faded = state !== null && state !== 'RSVPs closed';
  const forTitle = <VisuallyHidden>{` for ${dinner.title}`}</VisuallyHidden>;

  return (
    <Card aria-labelledby={titleId} $compact={compact} $faded={faded} data-dinner={dinner.id}>
      <DateBadge date={chicagoBadge(dinner.startsAt)} size={compact ? 'sm' : 'md'} muted={faded} />
      <Body>
        <h4 id={titleId}>{dinner.title}</h4>
        <p className="when">
          <time dateTime={dinner.startsAt}>{chicagoDate(dinner.startsAt)}</time>
          {` · ${chicagoTimeRange(dinner.startsAt, dinner.endsAt)}`}
        </p>
        <p className="venue"><PinIcon />{dinner.venue}</p>
        {!compact && dinner.description && <p className="description">{dinner.description}</p>}

        {!compact && dinner.status === 'scheduled' && !state && (
          <Facts>
            <div>
              <dt>Seats</dt>
              <dd>{seatsText(dinner)}</dd>
            </div>
            <div>
              <dt>Guests</dt>
              <dd>{guestsAllowedText(dinner.maxGuests)}</dd>
            </div>
            {closesEarly && (
              <div>
                <dt>RSVP by</dt>
                <dd>{chicagoDateTime(dinner.rsvpClosesAt)}</dd>
              </div>
            )}
          </Facts>
        )}

        {(state || mine) && (
          <Status>
            {state && <StatusPill $tone={tone}>{state}</StatusPill>}
            {mine && dinner.status === 'scheduled' && (
              <StatusPill $tone={state ? 'quiet' : tone} data-my-rsvp={mine.status}>
                {myRsvpText(mine, state === 'Ended')}
              </StatusPill>
            )}
          </Status>
        )}
        {dinner.status === 'cancelled' && dinner.cancelReason && (
          <Reason><span>Why</span>{dinner.cancelReason}</Reason>
        )}
      </Body>

      {!compact && open && (
        <Actions>
          {!mine && dinner.rsvpOpen && (
            <Button onClick={() => onReserve(dinner)}>
              {dinner.seatsLeft === 0 ? 'Join the waitlist' : 'Reserve a seat'}
              {forTitle}
            </Button>
          )}
          {mine && dinner.rsvpOpen && (
            <Button variant="secondary" onClick={() => onReserve(dinner)}>Change RSVP{forTitle}</Button>
          )}
          {mine && (
            <Button variant="ghost" onClick={() => onCancel(dinner)}>
              {mine.status === 'waitlisted' ? 'Leave the waitlist' : 'Cancel RSVP'}
              {forTitle}
            </Button>
          )}
          <ButtonLink variant="ghost" href={icsHref} download>
            <CalendarIcon />
            Add to calendar
            {forTitle}
          </ButtonLink>
        </Actions>
      )}
    </Card>
  );
}
