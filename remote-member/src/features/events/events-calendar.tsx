import { useSiteConfig, type SectionEstimate } from 'shared';
import styled from 'styled-components';
import { Eyebrow, Inner, Lead, Section, SectionHead, SectionTitle, SubTitle } from '../dashboard/dashboard-layout';
import { ClubDinners } from '../dinners/club-dinners';
import { withClubTimeZone } from './calendar-time-zone';

/** How tall the section is with a few dinners (its height stands in until it is rendered). */
const ESTIMATE: SectionEstimate = [1500, 1500];

/** The calendar embed is 600 px high. */
export const CALENDAR_HEIGHT = 600;

const Frame = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-top: 3px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};

  iframe {
    display: block;
    width: 100%;
    height: ${CALENDAR_HEIGHT}px;
    border: 0;
  }
`;

/** 'Upcoming Events': the club's dinners (with the member's calendar feed), then its external calendar, embedded in Chicago time. */
export function EventsCalendar() {
  const { calendarEmbedUrl } = useSiteConfig();
  return (
    <Section $estimate={ESTIMATE} aria-labelledby="events-title">
      <Inner>
        <SectionHead>
          <div>
            <Eyebrow>The season ahead</Eyebrow>
            <SectionTitle id="events-title">Upcoming Events</SectionTitle>
            <Lead>Dinners, tastings and salons on the club’s calendar. Times are Chicago time.</Lead>
          </div>
        </SectionHead>
        <ClubDinners />
        <SubTitle>Club calendar</SubTitle>
        <Frame>
          <iframe
            src={withClubTimeZone(calendarEmbedUrl)}
            title="Upcoming Events calendar (Chicago time)"
            width="100%"
            height={CALENDAR_HEIGHT}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </Frame>
      </Inner>
    </Section>
  );
}
