import { Link } from 'shared/router';
import { lazySection, media, smallCaps, useSiteConfig, VisuallyHidden, type LandingSection } from 'shared';
import styled from 'styled-components';
import { ChicagoStar } from './chicago-star';
import { Inner } from './section-layout';
import { SocialIcon } from './social-icon';

/**
 * Quick links go to / with the scroll hint the landing page honours; they keep the scroll
 * position so the smooth scroll starts from where the reader is.
 */
const QUICK_LINKS: readonly { label: string; section: LandingSection }[] = [
  { label: 'About Us', section: 'about' },
  { label: 'Contact', section: 'contact' },
  { label: 'Member Benefits', section: 'benefits' },
  { label: 'Join Now', section: 'join' },
];

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
] as const;

const Footer = styled.footer`
  background: ${({ theme }) => theme.color.ink};
  color: rgba(247, 242, 232, 0.78);
  padding: 4rem 1.25rem 2rem;
  border-top: 1px solid rgba(201, 164, 106, 0.3);
  ${lazySection(800, 410)}
  ${media.md} { padding: 5rem 2rem 2.5rem; }
`;

const Grid = styled(Inner)`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} { grid-template-columns: 1.3fr 1fr 1fr 1.6fr; gap: 3rem; }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  ${media.lg} { grid-column: auto; }

  p { max-width: 22rem; margin: 1rem 0 0; line-height: 1.7; }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0 !important;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.6rem;
  color: ${({ theme }) => theme.color.ivory};
  svg { color: ${({ theme }) => theme.color.brassLight}; flex: none; }
`;

const Column = styled.nav`
  h2 {
    ${smallCaps}
    color: ${({ theme }) => theme.color.brassLight};
    margin: 0 0 1.1rem;
  }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35rem; }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.55rem;
    min-height: 2rem;
    color: rgba(247, 242, 232, 0.84);
    text-decoration: none;
    overflow-wrap: break-word;
    transition: color 0.18s ease;
  }
  a:hover { color: ${({ theme }) => theme.color.brassLight}; text-decoration: underline; text-underline-offset: 0.25em; }
`;

/** Spans the row on small screens, where two columns would squeeze the e-mail address. */
const WideColumn = styled(Column)`
  grid-column: 1 / -1;
  ${media.lg} { grid-column: auto; }
`;

const Place = styled.li`
  min-height: 2rem;
  display: flex;
  align-items: center;
`;

const Bottom = styled(Inner)`
  margin-top: 3.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid rgba(247, 242, 232, 0.12);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 2rem;
  font-size: 0.8125rem;
  color: rgba(247, 242, 232, 0.6);
  p { margin: 0; }
`;

/** The landing page's footer: quick links, legal links, social profiles, e-mail and city. */
export function LandingFooter() {
  const { brandName, clubEmail, social } = useSiteConfig();
  return (
    <Footer>
      <Grid>
        <Brand>
          <BrandName><ChicagoStar size={20} />{brandName}</BrandName>
          <p>A private dining society in Chicago. Membership by application.</p>
        </Brand>
        <Column aria-labelledby="footer-explore">
          <h2 id="footer-explore">Explore</h2>
          <ul>
            {QUICK_LINKS.map(({ label, section }) => (
              <li key={section}>
                <Link to="/" state={{ scrollTo: section }} preventScrollReset>{label}</Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal</h2>
          <ul>
            {LEGAL_LINKS.map(({ label, to }) => (
              <li key={to}><Link to={to}>{label}</Link></li>
            ))}
          </ul>
        </Column>
        <WideColumn aria-labelledby="footer-connect">
          <h2 id="footer-connect">Connect</h2>
          <ul>
            <li>
              <a href={social.youtube} target="_blank" rel="noopener noreferrer">
                <SocialIcon network="youtube" />YouTube<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
            <li>
              <a href={social.instagram} target="_blank" rel="noopener noreferrer">
                <SocialIcon network="instagram" />Instagram<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
            <li><a href={`mailto:${clubEmail}`}>{clubEmail}</a></li>
            <Place>Chicago, IL</Place>
          </ul>
        </WideColumn>
      </Grid>
      <Bottom>
        {/* The year by the reader's clock: around New Year it may differ from the server's. */}
        <p suppressHydrationWarning>© {new Date().getFullYear()} {brandName}. All rights reserved.</p>
        <p>Membership is by application and committee approval.</p>
      </Bottom>
    </Footer>
  );
}
