import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT_VAR } from 'shared';
import {
  adminUser, applyTestSiteConfig, hasStyleRule, LocationProbe, memberUser, renderRoutes, storeWith, type StoreSetup,
} from 'shared/testing';
import { SiteHeader } from './site-header';

/*
 * jsdom applies no @media rules, so the desktop navigation (display:none below the lg
 * breakpoint, flex above it) always counts as hidden. `wideScreen()` applies that lg rule
 * after render, the way a desktop browser would, so the desktop links can be queried by role
 * as a user sees them.
 */
let wideScreenStyle: HTMLStyleElement | null = null;
function wideScreen() {
  wideScreenStyle = document.createElement('style');
  wideScreenStyle.textContent = 'header nav[aria-label="Main"] { display: flex; }';
  // jsdom's cascade ignores specificity: the last rule wins, so this goes after styled-components'.
  document.head.appendChild(wideScreenStyle);
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const mobileMenu = () => screen.queryByRole('navigation', { name: 'Site menu' });
const toggle = () => screen.getByRole('button', { name: /menu$/ });

let offsetHeight = 0;
const originalOffsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
const originalScrollIntoView = Element.prototype.scrollIntoView;

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get: () => offsetHeight,
  });
});

afterAll(() => {
  if (originalOffsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', originalOffsetHeight);
});

beforeEach(() => {
  applyTestSiteConfig();
  offsetHeight = 72;
  Element.prototype.scrollIntoView = jest.fn();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
  document.documentElement.style.removeProperty(HEADER_HEIGHT_VAR);
  wideScreenStyle?.remove();
  wideScreenStyle = null;
});

function renderHeader(path = '/', setup: StoreSetup = 'visitor', content: ReactNode = null) {
  return renderRoutes(
    [{
      path: '*',
      element: (
        <>
          <SiteHeader />
          <main>
            <p>Page content</p>
            {content}
            <LocationProbe />
          </main>
        </>
      ),
    }],
    { path, store: storeWith(setup) },
  );
}

const location = () => screen.getByTestId('location');

describe('SiteHeader desktop navigation', () => {
  const renderWide = (...args: Parameters<typeof renderHeader>) => {
    const view = renderHeader(...args);
    wideScreen();
    return view;
  };

  it('is hidden on small screens (jsdom has no wide viewport)', () => {
    renderHeader('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  it('shows the brand name as a home button', () => {
    renderWide('/login');
    expect(screen.getByRole('button', { name: 'The Supper Club, home' })).toHaveTextContent('The Supper Club');
  });

  it('offers a visitor About, Contact, Benefits, Member Login and Join Now', () => {
    renderWide('/privacy');
    const nav = desktopNav();
    for (const name of ['About', 'Contact', 'Benefits', 'Join Now']) {
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Member Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers a signed-in member a Dashboard link to /user instead of Member Login and Join Now', () => {
    renderWide('/privacy', { user: memberUser, confirmed: true });
    const nav = desktopNav();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user');
    expect(within(nav).getByRole('button', { name: 'About' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Member Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Join Now' })).not.toBeInTheDocument();
  });

  it('shows an admin no desktop links at all', () => {
    renderWide('/admin', { user: adminUser, confirmed: true });
    const nav = desktopNav();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });

  it('marks the route of the current page with aria-current', () => {
    renderWide('/login');
    expect(within(desktopNav()).getByRole('link', { name: 'Member Login' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark a route link current on another page', () => {
    renderWide('/privacy');
    expect(within(desktopNav()).getByRole('link', { name: 'Member Login' })).not.toHaveAttribute('aria-current');
  });

  it('goes to / with the section hint when a desktop section is chosen on another page', async () => {
    const { user } = renderWide('/login');
    await user.click(within(desktopNav()).getByRole('button', { name: 'Benefits' }));
    expect(location()).toHaveTextContent('/');
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ scrollTo: 'benefits' }));
  });

  it('scrolls to the section on / instead of navigating', async () => {
    const { user, router } = renderWide('/', 'visitor', <section id="contact">Contact us</section>);
    await user.click(within(desktopNav()).getByRole('button', { name: 'Contact' }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('contact'));
    expect(router.state.location.state).toBeNull();
  });

  it('sends Join Now to the join section', async () => {
    const { user } = renderWide('/privacy');
    await user.click(within(desktopNav()).getByRole('button', { name: 'Join Now' }));
    expect(location()).toHaveTextContent('/');
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ scrollTo: 'join' }));
  });

  it('sends the brand button home with the home hint from another page', async () => {
    const { user } = renderWide('/terms');
    await user.click(screen.getByRole('button', { name: 'The Supper Club, home' }));
    expect(location()).toHaveTextContent('/');
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ scrollTo: 'home' }));
  });

  it('scrolls the brand button to the home section on /', async () => {
    const { user } = renderWide('/', 'visitor', <section id="home">Hero</section>);
    await user.click(screen.getByRole('button', { name: 'The Supper Club, home' }));
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('home'));
  });
});

describe('SiteHeader small-screen menu', () => {
  it('is closed at first: the hamburger reads "Open menu" and is not expanded', () => {
    renderHeader('/login');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mobileMenu()).not.toBeInTheDocument();
  });

  it('opens with the hamburger, listing a visitor About, Contact, Benefits, Login and Join Now', async () => {
    const { user } = renderHeader('/privacy');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const button = toggle();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    const menu = mobileMenu()!;
    expect(menu).toBeVisible();
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(
      ['About', 'Contact', 'Benefits', 'Login', 'Join Now'],
    );
  });

  it('closes again with the same button', async () => {
    const { user } = renderHeader('/privacy');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a mousedown outside the header', async () => {
    const { user } = renderHeader('/privacy');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(mobileMenu()).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByText('Page content'));

    expect(mobileMenu()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a mousedown inside the header', async () => {
    const { user } = renderHeader('/privacy');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.mouseDown(within(mobileMenu()!).getByRole('button', { name: 'Contact' }));
    fireEvent.mouseDown(screen.getByRole('banner'));
    expect(mobileMenu()).toBeInTheDocument();
  });

  it('closes on a touch outside the header', async () => {
    const { user } = renderHeader('/privacy');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.touchStart(screen.getByText('Page content'));
    expect(mobileMenu()).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderHeader('/privacy');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes and navigates when a route item is chosen', async () => {
    const { user } = renderHeader('/privacy');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(mobileMenu()!).getByRole('button', { name: 'Login' }));
    expect(location()).toHaveTextContent('/login');
    expect(mobileMenu()).not.toBeInTheDocument();
  });

  it('closes and goes to the section when a section item is chosen elsewhere', async () => {
    const { user } = renderHeader('/login');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(mobileMenu()!).getByRole('button', { name: 'About' }));
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/');
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ scrollTo: 'about' }));
  });

  it('closes and scrolls when a section item is chosen on /', async () => {
    const { user } = renderHeader('/', 'visitor', <section id="benefits">Benefits</section>);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(mobileMenu()!).getByRole('button', { name: 'Benefits' }));
    expect(mobileMenu()).not.toBeInTheDocument();
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.getElementById('benefits'));
  });

  it('sends an admin to /admin from Dashboard', async () => {
    const { user } = renderHeader('/privacy', { user: adminUser, confirmed: true });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = mobileMenu()!;
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['About', 'Contact', 'Benefits', 'Dashboard']);
    await user.click(within(menu).getByRole('button', { name: 'Dashboard' }));
    expect(location()).toHaveTextContent('/admin');
  });

  it('sends a member to /user from Dashboard', async () => {
    const { user } = renderHeader('/privacy', { user: memberUser, confirmed: true });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = mobileMenu()!;
    expect(within(menu).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Dashboard' }));
    expect(location()).toHaveTextContent('/user');
  });

  it('marks the current route item with aria-current="page"', async () => {
    const { user } = renderHeader('/login');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = mobileMenu()!;
    expect(within(menu).getByRole('button', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('button', { name: 'Join Now' })).not.toHaveAttribute('aria-current');
  });

  it('marks the section under the header on / with aria-current="location"', async () => {
    const tops: Record<string, number> = { home: -600, about: 40, benefits: 900, contact: 1800 };
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = tops[this.id] ?? 0;
      return { top, bottom: this.tagName === 'HEADER' ? 0 : top + 400, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
    });
    try {
      const { user } = renderHeader('/', 'visitor', (
        <>
          <section id="home" />
          <section id="about" />
          <section id="benefits" />
          <section id="contact" />
        </>
      ));
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = mobileMenu()!;
      expect(within(menu).getByRole('button', { name: 'About' })).toHaveAttribute('aria-current', 'location');
      expect(within(menu).getByRole('button', { name: 'Benefits' })).not.toHaveAttribute('aria-current');
      expect(within(menu).getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-current');
    } finally {
      rect.mockRestore();
    }
  });
});

describe('SiteHeader tone', () => {
  const scroll = (y: number) => act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });

  it('is transparent on / and turns white past 50 px of scroll', () => {
    renderHeader('/');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-tone', 'transparent');
    scroll(50);
    expect(header).toHaveAttribute('data-tone', 'transparent');
    scroll(51);
    expect(header).toHaveAttribute('data-tone', 'white');
  });

  it('is black on other pages until scrolled, then white', () => {
    renderHeader('/login');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-tone', 'black');
    scroll(200);
    expect(header).toHaveAttribute('data-tone', 'white');
    scroll(0);
    expect(header).toHaveAttribute('data-tone', 'black');
  });
});

describe('SiteHeader height', () => {
  const published = () => document.documentElement.style.getPropertyValue(HEADER_HEIGHT_VAR);

  it('is at least the offset a page leaves for it before the shell measures it (76 px, 88 px from the medium width), so nothing moves then', () => {
    renderHeader('/login');
    const inner = screen.getByRole('banner').firstElementChild!;
    expect(hasStyleRule(inner, 'min-height:76px')).toBe(true);
    expect(hasStyleRule(inner, 'min-height:88px')).toBe(true);
  });

  it('publishes its measured height as --club-header-height on <html>', () => {
    offsetHeight = 88;
    renderHeader('/login');
    expect(published()).toBe('88px');
  });

  it('measures again when the window is resized', () => {
    offsetHeight = 88;
    renderHeader('/login');
    offsetHeight = 132;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(published()).toBe('132px');
  });

  it('stops re-measuring once unmounted', () => {
    offsetHeight = 88;
    const { unmount } = renderHeader('/login');
    unmount();
    offsetHeight = 10;
    window.dispatchEvent(new Event('resize'));
    expect(published()).toBe('88px');
  });
});
