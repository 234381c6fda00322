import { Button, headerOffset, media, scrollToSection, useSiteConfig } from 'shared';
import styled from 'styled-components';
import { ChicagoStar } from './chicago-star';
import { HeroIllustration } from './hero-illustration';
import { Eyebrow, Inner } from './section-layout';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.color.ivory};
  background:
    radial-gradient(ellipse 60% 55% at 78% 40%, rgba(201, 164, 106, 0.16), transparent 70%),
    radial-gradient(ellipse 50% 40% at 10% 100%, rgba(106, 30, 42, 0.35), transparent 70%),
    ${({ theme }) => theme.color.ink};
  padding: 3.5rem 1.25rem 4.5rem;
  ${media.md} { padding: 5rem 2rem 6rem; }
  ${media.lg} {
    min-height: calc(100svh - ${headerOffset});
    display: flex;
    align-items: center;
  }
`;

const Layout = styled(Inner)`
  width: 100%;
  display: grid;
  gap: 3rem;
  align-items: center;
  ${media.lg} { grid-template-columns: minmax(0, 1.25fr) minmax(0, 0.75fr); gap: 4rem; }
`;

const Art = styled.div`
  display: none;
  ${media.lg} {
    display: block;
    max-width: 380px;
    justify-self: end;
    width: 100%;
  }
`;

const Title = styled.h1`
  font-size: clamp(2.6rem, 8vw, 5.4rem);
  font-weight: 500;
  line-height: 1.04;
  letter-spacing: -0.015em;
  margin: 0 0 1.5rem;
  max-width: 12ch;

  em {
    font-style: italic;
    color: ${({ theme }) => theme.color.brassLight};
  }
`;

const Text = styled.p`
  max-width: 34rem;
  margin: 0 0 2.25rem;
  font-size: 1.125rem;
  line-height: 1.75;
  color: rgba(247, 242, 232, 0.8);
  ${media.md} { font-size: 1.2rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.875rem;

  & > button { flex: 1 1 12rem; }
  ${media.sm} { & > button { flex: 0 0 auto; } }
`;

const Notes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  list-style: none;
  margin: 2.75rem 0 0;
  padding: 1.5rem 0 0;
  border-top: 1px solid rgba(201, 164, 106, 0.25);
  font-size: 0.8125rem;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: rgba(247, 242, 232, 0.66);

  li { display: flex; align-items: center; gap: 0.6rem; }
  svg { color: ${({ theme }) => theme.color.brassLight}; }
`;

/** The home section: who we are in one line, and the two ways in (join and about). */
export function HeroSection() {
  const { brandName } = useSiteConfig();
  return (
    <Hero id="home" aria-labelledby="home-title">
      <Layout>
        <div>
          <Eyebrow $onDark>Private dining · Chicago</Eyebrow>
          <Title id="home-title">
            Dinner,<br /> <em>by invitation.</em>
          </Title>
          <Text>
            {brandName} gathers Chicago&apos;s most curious eaters around chef&apos;s tables,
            cellar tastings and long dinners that run late. Membership is by application and
            reviewed by our committee.
          </Text>
          <Actions>
            <Button size="lg" onClick={() => scrollToSection('join')}>Become a Member</Button>
            <Button size="lg" variant="secondary" onClick={() => scrollToSection('about')}>Discover More</Button>
          </Actions>
          <Notes aria-label="At a glance">
            <li><ChicagoStar size={10} />Chef&apos;s tables</li>
            <li><ChicagoStar size={10} />Private tastings</li>
            <li><ChicagoStar size={10} />Members only</li>
          </Notes>
        </div>
        <Art>
          <HeroIllustration />
        </Art>
      </Layout>
    </Hero>
  );
}
