import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SECTIONS_RENDERED_ATTRIBUTE } from './lazy-section';
import { LANDING_SECTIONS, scrollToSection, useGoToSection } from './use-go-to-section';

const originalMatchMedia = window.matchMedia;
let scrollIntoView: jest.Mock;

function stubMatchMedia(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

beforeEach(() => {
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  stubMatchMedia(false);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  // jsdom has no scrollIntoView of its own.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SECTIONS_RENDERED_ATTRIBUTE);
});

function addSection(id: string): HTMLElement {
  const el = document.createElement('section');
  el.id = id;
  document.body.appendChild(el);
  return el;
}

describe('LANDING_SECTIONS', () => {
  it('are the anchored sections of the landing page in page order', () => {
    expect(LANDING_SECTIONS).toEqual(['home', 'about', 'benefits', 'join', 'contact']);
  });
});

describe('scrollToSection', () => {
  it('scrolls the section into view smoothly and reports success', () => {
    const about = addSection('about');
    expect(scrollToSection('about')).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(about);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it("scrolls instantly ('auto') when the user prefers reduced motion", () => {
    stubMatchMedia(true);
    addSection('join');
    scrollToSection('join');
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('renders every lazy section before it scrolls, so the scroll aims at real heights', () => {
    addSection('join');
    scrollIntoView.mockImplementation(() => {
      expect(document.documentElement.hasAttribute(SECTIONS_RENDERED_ATTRIBUTE)).toBe(true);
    });
    expect(document.documentElement.hasAttribute(SECTIONS_RENDERED_ATTRIBUTE)).toBe(false);
    scrollToSection('join');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('reports false when the section is not on the page', () => {
    expect(scrollToSection('contact')).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

/** Renders the hook at `path` in a memory router and shows where the router is. */
function setup(path: string) {
  let go: ((section: (typeof LANDING_SECTIONS)[number]) => void) | undefined;
  function Probe() {
    go = useGoToSection();
    const location = useLocation();
    return <output aria-label="location">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, go: (section: (typeof LANDING_SECTIONS)[number]) => act(() => go!(section)) };
}

describe('useGoToSection', () => {
  it("on '/' scrolls the section into view smoothly without navigating", () => {
    const contact = addSection('contact');
    const { router, go } = setup('/');
    go('contact');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(contact);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBeNull();
    expect(router.state.historyAction).toBe('POP');
  });

  it("on '/' with reduced motion scrolls with behavior 'auto'", () => {
    stubMatchMedia(true);
    addSection('benefits');
    const { go } = setup('/');
    go('benefits');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it("elsewhere navigates to '/' with state { scrollTo } and does not scroll", () => {
    addSection('about');
    const { router, go } = setup('/login');
    go('about');
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ scrollTo: 'about' });
    expect(screen.getByLabelText('location')).toHaveTextContent('/|{"scrollTo":"about"}');
  });

  it("on '/' before the section has rendered, falls back to navigating with the hint", () => {
    const { router, go } = setup('/');
    go('join');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ scrollTo: 'join' });
  });

  it('works inside a MemoryRouter too', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/privacy']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ go: useGoToSection(), location: useLocation() }), { wrapper });
    act(() => result.current.go('home'));
    expect(result.current.location.pathname).toBe('/');
    expect(result.current.location.state).toEqual({ scrollTo: 'home' });
  });
});
