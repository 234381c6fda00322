import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LANDING_SECTIONS } from 'shared';
import { useScrollToState } from './use-scroll-to-state';

function Landing() {
  useScrollToState();
  return (
    <>
      {LANDING_SECTIONS.map((id) => <section key={id} id={id}>{id}</section>)}
    </>
  );
}

const originalScrollIntoView = Element.prototype.scrollIntoView;
let scrollIntoView: jest.Mock;

beforeEach(() => {
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

function renderLanding(state: unknown) {
  const router = createMemoryRouter(
    [{ path: '/', element: <Landing /> }, { path: '/login', element: <p>Login</p> }],
    { initialEntries: [{ pathname: '/', state }] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Lets a couple of animation frames pass. */
const frames = () => act(() => new Promise<void>((resolve) => {
  requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
}));

describe('useScrollToState', () => {
  it.each(['about', 'benefits', 'join', 'contact', 'home'])('scrolls to %s when the state names it', async (section) => {
    renderLanding({ scrollTo: section });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById(section));
  });

  it('consumes the state (replaces it) so Back or a reload does not scroll again', async () => {
    const { router } = renderLanding({ scrollTo: 'join' });
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    await frames();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('does nothing without state', async () => {
    const { router } = renderLanding(null);
    await frames();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(router.state.historyAction).toBe('POP');
  });

  it.each([
    ['an unknown section', { scrollTo: 'admin' }],
    ['a non-string', { scrollTo: 3 }],
    ['other state', { from: '/login' }],
  ])('ignores %s and leaves the state alone', async (_label, state) => {
    const { router } = renderLanding(state);
    await frames();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(router.state.location.state).toEqual(state);
  });

  it('does not scroll if the page is left before the next frame', async () => {
    const { unmount } = renderLanding({ scrollTo: 'contact' });
    unmount();
    await frames();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
