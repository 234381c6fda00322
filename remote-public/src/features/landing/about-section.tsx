import { Button, media, smallCaps, useGoToSection, type SectionEstimate } from 'shared';
import styled from 'styled-components';
import { Eyebrow, Inner, Lead, Section, SectionTitle } from './section-layout';

/** Its height on a phone and on a wide screen, until it is first rendered (section-layout.ts). */
const ESTIMATE: SectionEstimate = [1230, 700];

const Columns = styled.div`
  display: grid;
  gap: 3rem;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 5rem; align-items: start; }
`;

const Body = styled.div`
  p + p { margin-top: 0; }
`;

const Steps = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

const Step = styled.li`
  counter-increment: step;
  display: grid;
  grid-template-columns: 3.25rem 1fr;
  gap: 0 1rem;
  padding: 1.5rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};

  &::before {
    content: counter(step, decimal-leading-zero);
    grid-row: span 2;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.75rem;
    line-height: 1;
    color: ${({ theme }) => theme.color.brass};
  }

  h3 { font-size: 1.3rem; font-weight: 500; margin: 0 0 0.35rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const StepsTitle = styled.h3`
  ${smallCaps}
  color: ${({ theme }) => theme.color.muted};
  margin: 0 0 1rem;
`;

/** The about section: what the club is, how one joins, and the way to the form. */
export function AboutSection() {
  const goToSection = useGoToSection();
  return (
    <Section id="about" $estimate={ESTIMATE} aria-labelledby="about-title">
      <Inner>
        <Columns>
          <Body>
            <Eyebrow>Our story</Eyebrow>
            <SectionTitle id="about-title">About the Club</SectionTitle>
            <Lead>
              We are a private culinary society for people who plan their week around a good
              meal. Members gather at chef&apos;s tables across Chicago, from Fulton Market
              kitchens to quiet rooms in Logan Square, for dinners cooked for us alone.
            </Lead>
            <Lead>
              Every table is small on purpose: conversation carries, chefs come out of the
              kitchen, and strangers leave as friends.
            </Lead>
            <Button variant="secondary" size="lg" onClick={() => goToSection('join')}>Join Our Community</Button>
          </Body>
          <div>
            <StepsTitle>How membership works</StepsTitle>
            <Steps>
              <Step>
                <h3>Apply</h3>
                <p>Tell us about yourself, the food you love and the evenings you are free.</p>
              </Step>
              <Step>
                <h3>Committee review</h3>
                <p>Our membership committee reads every application and replies within 5-7 business days.</p>
              </Step>
              <Step>
                <h3>Take your seat</h3>
                <p>
                  Approved members receive a link to set their password and see the calendar. A
                  monthly membership fee applies; the amount is shared privately.
                </p>
              </Step>
            </Steps>
          </div>
        </Columns>
      </Inner>
    </Section>
  );
}
