import { apiUrl, media, smallCaps, type SectionEstimate } from 'shared';
import styled from 'styled-components';
import { Eyebrow, Inner, Lead, Section, SectionTitle } from '../dashboard/dashboard-layout';
import { LeaveClub } from './leave-club';
import { PrivacySettingsForm } from './privacy-settings';

/** How tall the section is (its height stands in until it is rendered). */
const ESTIMATE: SectionEstimate = [1550, 1000];

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  margin-top: 2rem;
  ${media.lg} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 4rem; }
`;

const Panel = styled.div`
  h3 {
    margin: 0 0 0.5rem;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.375rem;
    font-weight: 500;
    color: ${({ theme }) => theme.color.ink};
  }
  p { margin: 0 0 1rem; line-height: 1.6; color: ${({ theme }) => theme.color.muted}; }
`;

const Block = styled.div`
  padding-bottom: 2rem;
  margin-bottom: 2rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  &:last-child { border-bottom: 0; margin-bottom: 0; padding-bottom: 0; }
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 3rem;
  padding: 0.5rem 1.25rem;
  ${smallCaps}
  font-size: 0.8125rem;
  letter-spacing: 0.12em;
  text-decoration: none;
  color: ${({ theme }) => theme.color.ink};
  border: 1px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:hover { background: rgba(201, 164, 106, 0.16); }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * 'Privacy & your data' on the dashboard: the directory choices with their preview, the download
 * of everything the club holds about the member, and leaving the club.
 */
export function MyDataSection({ onPrivacySaved }: { onPrivacySaved: () => void }) {
  return (
    <Section $tone="ivory" $estimate={ESTIMATE} aria-labelledby="my-data-title">
      <Inner>
        <Eyebrow>Your data</Eyebrow>
        <SectionTitle id="my-data-title">Privacy &amp; your data</SectionTitle>
        <Lead>Choose what other members see of you, take a copy of what the club holds, or leave.</Lead>
        <Columns>
          <Panel>
            <h3>In the directory</h3>
            <PrivacySettingsForm onSaved={onPrivacySaved} />
          </Panel>
          <Panel>
            <Block>
              <h3>Download my data</h3>
              <p>Your profile, application answers, sessions and the club&apos;s decisions about you, as one JSON file.</p>
              <Download href={apiUrl('user/export')} download>Download my data</Download>
            </Block>
            <Block>
              <h3>Leave the club</h3>
              <p>Your account closes at once; your personal data is erased after a grace period.</p>
              <LeaveClub />
            </Block>
          </Panel>
        </Columns>
      </Inner>
    </Section>
  );
}
