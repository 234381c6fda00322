import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { FakeIntersectionObserver, installFakeIntersectionObserver, removeFakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { HYDRATE_MARGIN, HydrateWhenNear } from './hydrate-when-near';
import { PART_UNAVAILABLE } from './part-error-boundary';

/** A part below the fold: says when it is live (its effect ran) and counts its button's clicks. */
function Part({ live }: { live: string[] }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => { live.push('part'); }, [live]);
  return <button type="button" onClick={() => setClicks((n) => n + 1)}>Clicked {clicks}</button>;
}

/** The page: a band, and below it `part` (by default the Part) gated by HydrateWhenNear. */
function Page({ live, part = <Part live={live} /> }: { live: string[]; part?: ReactNode }) {
  useEffect(() => { live.push('page'); }, [live]);
  return (
    <main>
      <h1>Band</h1>
      <HydrateWhenNear>{part}</HydrateWhenNear>
    </main>
  );
}

/** A part that throws in the browser (as a part whose chunk did not load does). */
function Broken(): never {
  throw new Error('the part\'s code did not load');
}

/** The server's markup of the page, in the document, hydrated with the fake observer in place. */
async function hydrateServerPage() {
  const live: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page live={[]} />);
  document.body.appendChild(container);
  const serverMarkup = container.innerHTML;
  const recoverable = jest.fn();
  installFakeIntersectionObserver();
  const root = await act(async () => hydrateRoot(container, <Page live={live} />, { onRecoverableError: recoverable }));
  return { live, container, serverMarkup, recoverable, observer: () => FakeIntersectionObserver.made[FakeIntersectionObserver.made.length - 1]!, root };
}

afterEach(() => {
  removeFakeIntersectionObserver();
  document.body.innerHTML = '';
});

describe('HydrateWhenNear', () => {
  it('renders the part on the server, inside a boundary of its own', () => {
    const html = renderToString(<Page live={[]} />);
    expect(html).toMatch(/<div><!--\$--><button type="button">Clicked <!-- -->0<\/button><!--\/\$--><\/div>/);
  });

  it('leaves the server\'s part as drawn, not live, until it comes near the screen', async () => {
    const { live, container, serverMarkup, recoverable, observer } = await hydrateServerPage();
    expect(live).toEqual(['page']);
    expect(container.innerHTML).toBe(serverMarkup);
    expect(observer().options.rootMargin).toBe(HYDRATE_MARGIN);
    expect(observer().element).toBe(container.querySelector('main > div'));

    await act(async () => observer().say(false));
    expect(live).toEqual(['page']);

    await act(async () => observer().say(true));
    expect(live).toEqual(['page', 'part']);
    expect(observer().disconnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates the part at once when it is focused or touched before it comes near', async () => {
    const { live, recoverable, observer } = await hydrateServerPage();
    expect(live).toEqual(['page']);
    await act(async () => { screen.getByRole('button').focus(); });
    expect(live).toEqual(['page', 'part']);
    expect(observer().disconnected).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates the part at once on a pointer press in it', async () => {
    const { live, observer } = await hydrateServerPage();
    await act(async () => { fireEvent.pointerDown(screen.getByRole('button')); });
    expect(live).toEqual(['page', 'part']);
    expect(observer().disconnected).toBe(true);
  });

  it('delivers a click made on the part before it is live', async () => {
    const { live, recoverable } = await hydrateServerPage();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' })); });
    expect(live).toEqual(['page', 'part']);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('clicks a button again once the part is live when the click came before its code', async () => {
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => { arrive = resolve; });
    const LatePart = lazy(async () => {
      await code;
      return { default: Part };
    });
    const live: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page live={[]} />);
    document.body.appendChild(container);
    installFakeIntersectionObserver();
    const recoverable = jest.fn();
    await act(async () => { hydrateRoot(container, <Page live={live} part={<LatePart live={live} />} />, { onRecoverableError: recoverable }); });

    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' })); });
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 10)); });
    // The part's code has not arrived: not live, the click not delivered yet.
    expect(live).toEqual(['page']);
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();

    await act(async () => {
      arrive();
      await code;
    });
    expect(live).toEqual(['page', 'part']);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('does not click again a button whose click was delivered', async () => {
    const { live } = await hydrateServerPage();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' })); });
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 10)); });
    expect(live).toEqual(['page', 'part']);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('hydrates the part once the browser is idle after the load, near the screen or not', async () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = () => undefined;
    try {
      const { live, observer, recoverable } = await hydrateServerPage();
      expect(live).toEqual(['page']);
      expect(idle).toHaveLength(1);
      await act(async () => idle[0]!({ didTimeout: false, timeRemaining: () => 50 }));
      expect(live).toEqual(['page', 'part']);
      expect(observer().disconnected).toBe(true);
      expect(recoverable).not.toHaveBeenCalled();
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    }
  });

  it('keeps a part that fails to itself: it says so, and the rest of the page stays', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const live: string[] = [];
      render(<ThemeProvider theme={theme}><Page live={live} part={<Broken />} /></ThemeProvider>);
      expect(screen.getByRole('alert')).toHaveTextContent(PART_UNAVAILABLE);
      expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Band' })).toBeInTheDocument();
      expect(live).toEqual(['page']);
    } finally {
      errors.mockRestore();
    }
  });

  it('renders the part at once in a render of the browser\'s own', () => {
    installFakeIntersectionObserver();
    const live: string[] = [];
    render(<Page live={live} />);
    expect(live).toEqual(['part', 'page']);
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.made).toHaveLength(0);
  });

  it('hydrates the part at once where the browser cannot tell nearness', async () => {
    const live: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page live={[]} />);
    document.body.appendChild(container);
    await act(async () => { hydrateRoot(container, <Page live={live} />); });
    expect(live).toContain('part');
  });
});
