import { media, type SectionEstimate } from 'shared';
import styled from 'styled-components';
import { ApplicationForm } from '../membership/application-form';
import { Eyebrow, FormCard, Inner, Lead, Section, SectionTitle } from './section-layout';

/** Its height on a phone and on a wide screen, until it is first rendered (section-layout.ts). */
const ESTIMATE: SectionEstimate = [4750, 3670];

const Intro = styled.div`
  margin-bottom: 2.5rem;
  ${media.lg} { margin-bottom: 3.5rem; }
`;

/** The join section: the membership application. */
export function JoinSection() {
  return (
    <Section id="join" $estimate={ESTIMATE} $tone="ivory" aria-labelledby="join-title">
      <Inner $narrow>
        <Intro>
          <Eyebrow>Membership application</Eyebrow>
          <SectionTitle id="join-title">Apply for Membership</SectionTitle>
          <Lead>
            Tell us who you are and how you like to dine. The membership committee reads every
            application and replies within 5-7 business days.
          </Lead>
        </Intro>
        <FormCard>
          <ApplicationForm />
        </FormCard>
      </Inner>
    </Section>
  );
}
