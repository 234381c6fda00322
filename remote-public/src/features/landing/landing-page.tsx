import { Link } from 'react-router';
import { Button, media, scrollToSection, useSiteConfig } from 'shared';
import styled from 'styled-components';
import { useScrollToState } from './use-scroll-to-state';

const BENEFITS = [
  'Exclusive Dining Access',
  'Private Events & Tastings',
  'Community Networking',
  'Culinary Education',
  'Early Access & Previews',
  'Concierge Service',
] as const;

const Hero = styled.section`
  background:
    radial-gradient(ellipse at 70% 20%, rgba(201, 164, 106, 0.22), transparent 55%),
    ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.ivory};
  padding: 5rem 1.25rem 6rem;
  text-align: center;
  ${media.md} { padding: 8rem 2rem 9rem; }
`;

const HeroTitle = styled.h1`
  font-size: clamp(2.3rem, 6vw, 4.4rem);
  max-width: 16ch;
  margin: 0 auto 1rem;
`;

const HeroText = styled.p`
  max-width: 36rem;
  margin: 0 auto 2rem;
  color: rgba(247, 242, 232, 0.85);
  font-size: 1.1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: center;
`;

const Section = styled.section<{ $tint?: boolean }>`
  padding: 4rem 1.25rem;
  background: ${({ $tint, theme }) => ($tint ? theme.color.ivory : theme.color.paper)};
  ${media.md} { padding: 5.5rem 2rem; }
`;

const Inner = styled.div`
  max-width: 1100px;
  margin: 0 auto;
`;

const Cards = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  ${media.sm} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
  li {
    padding: 1.5rem;
    background: ${({ theme }) => theme.color.white};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.2rem;
  }
`;

const Footer = styled.footer`
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.ivory};
  padding: 2.5rem 1.25rem;
  text-align: center;
  a { color: ${({ theme }) => theme.color.brassLight}; margin: 0 0.5rem; }
`;

/** The public landing page with its anchored sections: home, about, benefits, join, contact. */
export function LandingPage() {
  const { clubEmail, brandName } = useSiteConfig();
  useScrollToState();
  return (
    <div>
      <Hero id="home">
        <HeroTitle>A table for the curious, in the heart of Chicago</HeroTitle>
        <HeroText>
          {brandName} is an invitation-only dining club: private dinners, chef tastings and a
          community of people who love to eat well together.
        </HeroText>
        <Actions>
          <Button size="lg" onClick={() => scrollToSection('join')}>Become a Member</Button>
          <Button size="lg" variant="secondary" onClick={() => scrollToSection('about')}>Discover More</Button>
        </Actions>
      </Hero>
      <Section id="about">
        <Inner>
          <h2>About the Club</h2>
          <p>
            Our membership committee reviews every application and replies within 5-7 business
            days. Members gather monthly around tables set by Chicago&apos;s most inventive chefs.
          </p>
          <Button variant="secondary" onClick={() => scrollToSection('join')}>Join Our Community</Button>
        </Inner>
      </Section>
      <Section id="benefits" $tint>
        <Inner>
          <h2>Member Benefits</h2>
          <Cards>
            {BENEFITS.map((title) => <li key={title}>{title}</li>)}
          </Cards>
        </Inner>
      </Section>
      <Section id="join">
        <Inner>
          <h2>Apply for Membership</h2>
          <p>The membership application opens on this page shortly. Members can already <Link to="/login">sign in</Link>.</p>
        </Inner>
      </Section>
      <Section id="contact" $tint>
        <Inner>
          <h2>Contact</h2>
          <p>
            Write to us at <a href={`mailto:${clubEmail}`}>{clubEmail}</a>. Chicago, IL
          </p>
        </Inner>
      </Section>
      <Footer>
        <nav aria-label="Legal">
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms of Service</Link>
          <Link to="/cookies">Cookie Policy</Link>
        </nav>
        <p>Chicago, IL</p>
      </Footer>
    </div>
  );
}
