import { screen, waitFor, within } from '@testing-library/react';
import { applyTestSiteConfig, LocationProbe, renderRoutes, testSiteConfig } from 'shared/testing';
import { LandingPage } from './landing-page';

const originalScrollIntoView = Element.prototype.scrollIntoView;
let scrollIntoView: jest.Mock;

beforeEach(() => {
  applyTestSiteConfig();
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

function renderLanding() {
  return renderRoutes([
    { path: '/', element: <><LandingPage /><LocationProbe /></> },
    { path: '/privacy', element: <h1>Privacy stand-in</h1> },
  ]);
}

/** The element the last scrollIntoView call scrolled to. */
const lastScrolled = () => scrollIntoView.mock.contexts.at(-1) as Element | undefined;

describe('LandingPage', () => {
  it('has the anchored sections in order', () => {
    const { container } = renderLanding();
    const ids = [...container.querySelectorAll('section[id]')].map((s) => s.id);
    expect(ids).toEqual(['home', 'about', 'benefits', 'join', 'contact']);
  });

  it('shows the six benefit cards by their exact titles, in order', () => {
    renderLanding();
    const benefits = screen.getByRole('region', { name: 'Member Benefits' });
    expect(within(benefits).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Exclusive Dining Access',
      'Private Events & Tastings',
      'Community Networking',
      'Culinary Education',
      'Early Access & Previews',
      'Concierge Service',
    ]);
  });

  it.each([
    ['Become a Member', 'join'],
    ['Discover More', 'about'],
    ['Join Our Community', 'join'],
  ])('%s scrolls to the %s section', async (name, section) => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name }));
    expect(lastScrolled()).toBe(document.getElementById(section));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('scrolls without animation when the user prefers reduced motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as typeof window.matchMedia;
    try {
      const { user } = renderLanding();
      await user.click(screen.getByRole('button', { name: 'Discover More' }));
      expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('gives the club e-mail from the config and the location in the contact section', () => {
    renderLanding();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: testSiteConfig.clubEmail })).toHaveAttribute(
      'href', `mailto:${testSiteConfig.clubEmail}`,
    );
    expect(within(contact).getAllByText('Chicago, IL').length).toBeGreaterThan(0);
    expect(within(contact).getByRole('form', { name: /contact/i })).toBeInTheDocument();
  });

  it('loads the configured map embed when asked', async () => {
    const { user } = renderLanding();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show interactive map' }));
    expect(screen.getByTitle(/^Map:/)).toHaveAttribute('src', testSiteConfig.mapEmbedUrl);
  });

  it('the footer quick links go to / with the scroll hint and scroll there', async () => {
    const { user } = renderLanding();
    const footer = screen.getByRole('contentinfo');
    for (const [name, section] of [
      ['About Us', 'about'], ['Contact', 'contact'], ['Member Benefits', 'benefits'], ['Join Now', 'join'],
    ] as const) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/');
      await user.click(link);
      await waitFor(() => expect(lastScrolled()).toBe(document.getElementById(section)));
    }
  });

  it('the footer links the legal pages, the social profiles, the e-mail and the city', async () => {
    const { user } = renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    for (const [name, href] of [[/YouTube/, testSiteConfig.social.youtube], [/Instagram/, testSiteConfig.social.instagram]] as const) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('link', { name: testSiteConfig.clubEmail })).toHaveAttribute(
      'href', `mailto:${testSiteConfig.clubEmail}`,
    );
    expect(within(footer).getByText('Chicago, IL')).toBeInTheDocument();
    await user.click(within(footer).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { name: 'Privacy stand-in' })).toBeInTheDocument();
  });

  it('names the page after the club', () => {
    renderLanding();
    expect(document.title).toContain(testSiteConfig.brandName);
  });
});
