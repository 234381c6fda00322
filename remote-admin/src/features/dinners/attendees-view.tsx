import { useDeferredValue, useState } from 'react';
import {
  Button, ButtonLink, media, smallCaps, TextField, VisuallyHidden, type Attendee, type Dinner,
} from 'shared';
import styled from 'styled-components';
import { chicagoDate, chicagoTimeRange } from 'shared/format';
import { EmptyList, LoadFailed, ScreenSpinner } from '../panel/screen-layout';
import { CheckInRow, Who } from './check-in-row';
import {
  ATTENDEES_LOAD_FAILED, checkedInText, matches, nameOf, NO_RSVPS, partyText,
} from './dinner-words';
import { attendeesCsvHref } from './dinners-api';
import { useAttendees } from './use-attendees';

export interface AttendeesViewProps {
  dinner: Dinner;
  onBack: () => void;
}

const Head = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;

  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.5rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    overflow-wrap: anywhere;
  }

  p { margin: 0; color: ${({ theme }) => theme.color.text}; }
  .summary { font-weight: 600; color: ${({ theme }) => theme.color.ink}; }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  margin-bottom: 1.5rem;

  & > :first-child { flex: 1 1 16rem; }
  & > a { flex: 1 1 auto; }
  ${media.sm} { & > a { flex: 0 0 auto; } }
`;

const Back = styled.div`
  margin-bottom: 1rem;
`;

const Section = styled.section`
  margin-bottom: 2rem;

  h4 {
    margin: 0 0 0.85rem;
    ${smallCaps}
    font-size: 0.75rem;
    letter-spacing: 0.16em;
    color: ${({ theme }) => theme.color.brass};
  }

  ul {
    display: grid;
    gap: 0.6rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .none { margin: 0; font-style: italic; color: ${({ theme }) => theme.color.muted}; }
`;

const Waiting = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 1rem;
  align-items: center;
  padding: 0.9rem 1.1rem;
  background: ${({ theme }) => theme.color.paper};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};

  .position {
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.1rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.white};
    border: 1px solid ${({ theme }) => theme.color.brass};
    border-radius: 50%;
  }
`;

function WaitlistRow({ attendee, index }: { attendee: Attendee; index: number }) {
  const position = attendee.position ?? index + 1;
  return (
    <Waiting>
      <span className="position" aria-hidden="true">{position}</span>
      <Who>
        <span className="name"><VisuallyHidden>{`Number ${position}: `}</VisuallyHidden>{nameOf(attendee)}</span>
        {attendee.fullName && <span className="email">{attendee.email}</span>}
        <span className="party">{`${partyText(attendee.guests)} · ${attendee.seats} seat${attendee.seats === 1 ? '' : 's'}`}</span>
        {attendee.dietaryNotes && <span className="diet"><strong>Dietary</strong>{attendee.dietaryNotes}</span>}
      </Who>
    </Waiting>
  );
}

/**
 * A dinner's attendees: the confirmed parties with their guests and dietary notes, each with a
 * 'Checked in' toggle for the door (none once the dinner is cancelled), the waitlist in order,
 * a search by name or e-mail and the list as CSV.
 */
export function AttendeesView({ dinner, onBack }: AttendeesViewProps) {
  const { state, retry, busy, setCheckedIn } = useAttendees(dinner.id);
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const readOnly = dinner.status === 'cancelled';

  let content;
  if (state.status === 'loading') content = <ScreenSpinner label="Loading attendees" />;
  else if (state.status === 'error') content = <LoadFailed message={ATTENDEES_LOAD_FAILED} onRetry={retry} />;
  else if (state.data.confirmed.length === 0 && state.data.waitlist.length === 0) content = <EmptyList message={NO_RSVPS} />;
  else {
    const { confirmed, waitlist } = state.data;
    const shownConfirmed = confirmed.filter((a) => matches(a, search));
    const shownWaitlist = waitlist.filter((a) => matches(a, search));
    content = (
      <>
        <p className="summary" role="status">{checkedInText(confirmed)}</p>
        <Bar>
          <TextField type="search" label="Find a member" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
          <ButtonLink variant="secondary" href={attendeesCsvHref(dinner.id)} download>Download CSV</ButtonLink>
        </Bar>
        <Section aria-label="Confirmed">
          <h4>{`Confirmed (${confirmed.length})`}</h4>
          {shownConfirmed.length === 0 ? <p className="none">No one confirmed matches.</p> : (
            <ul>
              {shownConfirmed.map((attendee) => (
                <CheckInRow
                  key={attendee.userId}
                  attendee={attendee}
                  busy={busy.has(attendee.userId)}
                  readOnly={readOnly}
                  onToggle={(userId, attended) => void setCheckedIn(userId, attended)}
                />
              ))}
            </ul>
          )}
        </Section>
        <Section aria-label="Waitlist">
          <h4>{`Waitlist (${waitlist.length})`}</h4>
          {waitlist.length === 0 ? <p className="none">No one waiting.</p> : shownWaitlist.length === 0 ? (
            <p className="none">No one waiting matches.</p>
          ) : (
            <ul>
              {shownWaitlist.map((attendee) => <WaitlistRow key={attendee.userId} attendee={attendee} index={waitlist.indexOf(attendee)} />)}
            </ul>
          )}
        </Section>
      </>
    );
  }

  return (
    <>
      <Back>
        <Button variant="ghost" size="sm" onClick={onBack}>← All dinners</Button>
      </Back>
      <Head>
        <h3>{`Attendees: ${dinner.title}`}</h3>
        <p>
          <time dateTime={dinner.startsAt}>{chicagoDate(dinner.startsAt)}</time>
          {` · ${chicagoTimeRange(dinner.startsAt, dinner.endsAt)} · ${dinner.venue}`}
          {readOnly && ' · Cancelled'}
        </p>
      </Head>
      <div aria-busy={state.status === 'loading' || undefined}>{content}</div>
    </>
  );
}
