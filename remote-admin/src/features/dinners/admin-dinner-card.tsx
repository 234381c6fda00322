import { useId } from 'react';
import { DateBadge, media, smallCaps, type Dinner } from 'shared';
import styled, { css } from 'styled-components';
import { chicagoBadge, chicagoDate, chicagoDateTime, chicagoTimeRange } from 'shared/format';
import { RowButton } from '../records/row-button';
import { dinnerState, guestsPerMemberText, seatsTakenText, waitlistText, type DinnerState } from './dinner-words';

export interface AdminDinnerCardProps {
  dinner: Dinner;
  now: Date;
  onAttendees: (dinner: Dinner) => void;
  onEdit: (dinner: Dinner) => void;
  onCancel: (dinner: Dinner) => void;
}

const Card = styled.article<{ $muted: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 1rem 1.25rem;
  padding: 1.25rem;
  background: ${({ theme, $muted }) => ($muted ? theme.color.paper : theme.color.white)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-top: 3px solid ${({ theme, $muted }) => ($muted ? theme.color.line : theme.color.brass)};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${media.md} { padding: 1.5rem 1.75rem; gap: 1rem 1.5rem; }

  @media (forced-colors: active) { border-color: CanvasText; }
`;

const Head = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 0;

  .title-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.75rem;
  }

  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.35rem;
    font-weight: 600;
    line-height: 1.25;
    color: ${({ theme }) => theme.color.ink};
    overflow-wrap: anywhere;
  }

  p { margin: 0; overflow-wrap: anywhere; }
  .when { color: ${({ theme }) => theme.color.text}; }
  .venue { color: ${({ theme }) => theme.color.muted}; }
`;

const stateTones: Record<DinnerState, ReturnType<typeof css>> = {
  Open: css`color: ${({ theme }) => theme.color.white}; background: ${({ theme }) => theme.color.success};`,
  'RSVPs closed': css`color: ${({ theme }) => theme.color.ink}; background: ${({ theme }) => theme.color.brassLight};`,
  'Under way': css`color: ${({ theme }) => theme.color.ivory}; background: ${({ theme }) => theme.color.ink};`,
  Ended: css`
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.ivory};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.line};
  `,
  Cancelled: css`color: ${({ theme }) => theme.color.white}; background: ${({ theme }) => theme.color.wine};`,
};

const State = styled.span<{ $state: DinnerState }>`
  padding: 0.2rem 0.65rem;
  ${smallCaps}
  font-size: 0.6875rem;
  letter-spacing: 0.14em;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.pill};
  ${({ $state }) => stateTones[$state]}
  @media (forced-colors: active) { border: 1px solid CanvasText; }
`;

const Facts = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.85rem 1.5rem;
  margin: 0;
  padding: 1rem 0 0;
  border-top: 1px solid ${({ theme }) => theme.color.line};

  dt {
    ${smallCaps}
    font-size: 0.6875rem;
    letter-spacing: 0.16em;
    color: ${({ theme }) => theme.color.muted};
  }

  dd {
    margin: 0.2rem 0 0;
    font-weight: 500;
    color: ${({ theme }) => theme.color.ink};
  }
`;

const Meter = styled.span`
  display: block;
  height: 6px;
  margin-top: 0.4rem;
  overflow: hidden;
  background: ${({ theme }) => theme.color.ivory};
  border-radius: ${({ theme }) => theme.radius.pill};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.line};

  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.brass};
  }
`;

const Reason = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0.75rem 1rem;
  line-height: 1.55;
  background: rgba(106, 30, 42, 0.06);
  border-left: 3px solid ${({ theme }) => theme.color.wine};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;

  span {
    ${smallCaps}
    font-size: 0.6875rem;
    margin-right: 0.5rem;
    color: ${({ theme }) => theme.color.wine};
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  & > * { flex: 1 1 auto; }
  ${media.sm} { & > * { flex: 0 0 auto; } }
`;

/**
 * One dinner in the admin's list: a calendar-page badge, its title and state, when (Chicago
 * time) and where, seats taken, the waitlist, guests per member and when RSVPs close; the reason
 * once cancelled. Attendees always; Edit and Cancel while it is scheduled and not started.
 */
export function AdminDinnerCard({ dinner, now, onAttendees, onEdit, onCancel }: AdminDinnerCardProps) {
  const titleId = useId();
  const state = dinnerState(dinner, now);
  const changeable = dinner.status === 'scheduled' && !dinner.started;
  const share = dinner.capacity > 0 ? Math.min(1, dinner.seatsTaken / dinner.capacity) : 0;
  return (
    <Card aria-labelledby={titleId} $muted={state === 'Ended' || state === 'Cancelled'} data-dinner={dinner.id}>
      <DateBadge date={chicagoBadge(dinner.startsAt)} muted={state === 'Ended' || state === 'Cancelled'} />
      <Head>
        <div className="title-row">
          <h3 id={titleId}>{dinner.title}</h3>
          <State $state={state}>{state}</State>
        </div>
        <p className="when">
          <time dateTime={dinner.startsAt}>{chicagoDate(dinner.startsAt)}</time>
          {` · ${chicagoTimeRange(dinner.startsAt, dinner.endsAt)}`}
        </p>
        <p className="venue">{dinner.venue}</p>
      </Head>
      <Facts>
        <div>
          <dt>Seats</dt>
          <dd>
            {seatsTakenText(dinner)}
            <Meter aria-hidden="true"><span style={{ width: `${Math.round(share * 100)}%` }} /></Meter>
          </dd>
        </div>
        <div>
          <dt>Waitlist</dt>
          <dd>{waitlistText(dinner.waitlistCount)}</dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{guestsPerMemberText(dinner.maxGuests)}</dd>
        </div>
        <div>
          <dt>RSVPs close</dt>
          <dd>{dinner.rsvpClosesAt === dinner.startsAt ? 'At the start' : chicagoDateTime(dinner.rsvpClosesAt)}</dd>
        </div>
      </Facts>
      {dinner.status === 'cancelled' && dinner.cancelReason && (
        <Reason><span>Cancelled</span>{dinner.cancelReason}</Reason>
      )}
      <Actions>
        <RowButton variant="primary" label="Attendees" who={dinner.title} onClick={() => onAttendees(dinner)} />
        {changeable && <RowButton variant="secondary" label="Edit" who={dinner.title} onClick={() => onEdit(dinner)} />}
        {changeable && <RowButton variant="ghost" label="Cancel dinner" who={dinner.title} onClick={() => onCancel(dinner)} />}
      </Actions>
    </Card>
  );
}
