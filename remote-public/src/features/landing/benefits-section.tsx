import { media, type SectionEstimate } from 'shared';
import styled from 'styled-components';
import { BenefitIcon } from './benefit-icon';
import { BENEFITS } from './benefits';
import { Eyebrow, Inner, Lead, Section, SectionTitle } from './section-layout';

/** Its height on a phone and on a wide screen, until it is first rendered (section-layout.ts). */
const ESTIMATE: SectionEstimate = [1860, 980];

const Cards = styled.ul`
  list-style: none;
  margin: 3rem 0 0;
  padding: 0;
  display: grid;
  gap: 1px;
  background: rgba(201, 164, 106, 0.22);
  border: 1px solid rgba(201, 164, 106, 0.22);
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Card = styled.li`
  position: relative;
  padding: 2rem 1.5rem 2.25rem;
  background: ${({ theme }) => theme.color.ink};
  transition: background-color 0.25s ease;
  ${media.md} { padding: 2.5rem 2.25rem 2.75rem; }

  &:hover { background: ${({ theme }) => theme.color.inkSoft}; }

  svg {
    color: ${({ theme }) => theme.color.brassLight};
    margin-bottom: 1.5rem;
    transition: transform 0.35s ease;
  }
  &:hover svg { transform: translateY(-3px); }

  h3 {
    font-size: 1.45rem;
    font-weight: 500;
    margin: 0 0 0.6rem;
    color: ${({ theme }) => theme.color.ivory};
  }

  p {
    margin: 0;
    color: rgba(247, 242, 232, 0.72);
    line-height: 1.65;
  }
`;

/** The benefits section: six cards by their exact titles. */
export function BenefitsSection() {
  return (
    <Section id="benefits" $estimate={ESTIMATE} $tone="ink" aria-labelledby="benefits-title">
      <Inner>
        <Eyebrow $onDark>Membership</Eyebrow>
        <SectionTitle id="benefits-title">Member Benefits</SectionTitle>
        <Lead $onDark>What a seat at our table brings, from the first dinner on.</Lead>
        <Cards>
          {BENEFITS.map(({ title, text, icon }) => (
            <Card key={title}>
              <BenefitIcon name={icon} />
              <h3>{title}</h3>
              <p>{text}</p>
            </Card>
          ))}
        </Cards>
      </Inner>
    </Section>
  );
}
