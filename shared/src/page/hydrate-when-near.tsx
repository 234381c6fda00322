import { memo, Suspense, use, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { PartErrorBoundary } from './part-error-boundary';
import { useDrawnByServer } from './use-drawn-by-server';

/**
 * How near the screen a part must come to be hydrated: within a quarter of the screen's height
 * above or below it (a part already on the screen is hydrated at once).
 */
export const HYDRATE_MARGIN = '25% 0px';

/** After the page's load, how long a part waits at most for the browser to be idle before it is hydrated anyway. */
export const HYDRATE_IDLE_TIMEOUT_MS = 4000;

/**
 * What a person does to a part that is not live yet: any of these has it hydrated at once (a click
 * alone is what a screen reader sends to activate a button).
 */
const TOUCHED_BY = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

interface Gate {
  opened: boolean;
  /** Marked fulfilled when opened, as React's `use` reads a promise, so a part opened early is not held at all. */
  promise: Promise<void>;
  open: () => void;
  /** True once the part is hydrated (or rendered): its handlers are attached. */
  live: boolean;
  /** Called by the part when it is live: runs what waited for it. */
  markLive: () => void;
  /** Runs `then` once the part is live (at once if it is). */
  whenLive: (then: () => void) => void;
}

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  let waiting: (() => void)[] = [];
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((settle) => {
      resolve = settle;
    }),
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      const read = gate.promise as Promise<void> & { status?: 'fulfilled'; value?: undefined };
      read.status = 'fulfilled';
      read.value = undefined;
      resolve();
    },
    live: false,
    markLive: () => {
      if (gate.live) return;
      gate.live = true;
      const ready = waiting;
      waiting = [];
      for (const then of ready) then();
    },
    whenLive: (then) => {
      if (gate.live) then();
      else waiting.push(then);
    },
  };
  return gate;
}

/**
 * The part itself: while it hydrates, held until its gate opens. A render of the browser's own
 * is never held, and opens the gate (there is nothing to watch for).
 */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  const hydrating = useDrawnByServer();
  if (gate) {
    if (!hydrating) gate.open();
    use(gate.promise);
  }
  // In the commit that attaches the part's handlers, before the browser goes on.
  useLayoutEffect(() => gate?.markLive(), [gate]);
  return children;
}

/**
 * A click React could not deliver is clicked again once the part is live. React hydrates a part
 * at once when a click reaches it, but when the part's code has not arrived yet it stops the
 * click, which would then be lost. Only a button that is not a form's submit button is clicked
 * again: a link, a submit button, a box or a field have done their own default action.
 */
function replayClicksUntilLive(element: HTMLElement, gate: Gate): () => void {
  let pending: HTMLButtonElement | null = null;
  const onClick = (event: Event) => {
    const { target } = event;
    if (gate.live || !(target instanceof Element) || !element.contains(target)) return;
    const button = target.closest('button');
    if (!button || button.type !== 'button' || !element.contains(button)) return;
    // The click reaches its target only if React let it through (it stops the ones it drops).
    let delivered = false;
    const reached = () => { delivered = true; };
    target.addEventListener('click', reached, { capture: true, once: true });
    window.setTimeout(() => {
      target.removeEventListener('click', reached, true);
      if (delivered) return;
      if (gate.live) button.click();
      else pending = button;
    });
  };
  const stop = () => window.removeEventListener('click', onClick, true);
  window.addEventListener('click', onClick, true);
  gate.whenLive(() => {
    stop();
    if (pending?.isConnected) pending.click();
    pending = null;
  });
  return stop;
}

/**
 * Opens `gate` when `element` comes near the screen, when something in it is touched, focused or
 * typed in, or else once the browser is idle after the page's load (so that the whole page is
 * live soon, its data fresh when the reader gets there). Touches are heard on the window, before
 * React's own listener: React stops an event aimed at a part it cannot hydrate yet, and with the
 * gate open it hydrates the part at once and delivers the event to it.
 */
function watchNearness(element: HTMLElement, gate: Gate): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) open();
  }, { rootMargin: HYDRATE_MARGIN });
  const onTouch = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) open();
  };
  let idle: number | undefined;
  const whenIdle = () => {
    idle = typeof requestIdleCallback === 'function'
      ? requestIdleCallback(open, { timeout: HYDRATE_IDLE_TIMEOUT_MS })
      : window.setTimeout(open, HYDRATE_IDLE_TIMEOUT_MS);
  };
  const stop = () => {
    observer.disconnect();
    for (const type of TOUCHED_BY) window.removeEventListener(type, onTouch, true);
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
  };
  function open() {
    stop();
    gate.open();
  }
  observer.observe(element);
  for (const type of TOUCHED_BY) window.addEventListener(type, onTouch, { capture: true, passive: true });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return stop;
}

/**
 * A part of a server-drawn page below the first screen, hydrated when it comes near the screen
 * (or is touched, focused, typed in or clicked first), or else once the browser is idle after the load:
 * until then it is the server's markup, readable and in place, and the page's start does not
 * spend its time on it. Each part is a Suspense boundary of its own, so React hydrates it in a
 * pass of its own, between which it answers input. In the browser's own renders (a page opened
 * by navigation) and on the server, the part renders at once.
 *
 * `children` must be a stable element (memoised by the caller): an update that reaches a part
 * not yet hydrated has React draw that part afresh at once, which costs what the gate saves.
 * The part sits in a block of its own (the element that is watched); a part that fails (its code
 * did not load, or it threw) says so in its place, and the rest of the page stays.
 */
export const HydrateWhenNear = memo(function HydrateWhenNear({ children }: { children: ReactNode }) {
  // Only a browser that can tell nearness gates the part (this component does not ask whether it
  // hydrates: that would re-render it once live, and that update would reach the part).
  const [gate] = useState(() => (typeof IntersectionObserver === 'function' ? createGate() : null));
  const watch = useCallback((element: HTMLDivElement | null) => {
    if (!element || !gate || gate.live) return undefined;
    const stopWatching = gate.opened ? undefined : watchNearness(element, gate);
    const stopReplaying = replayClicksUntilLive(element, gate);
    return () => {
      stopWatching?.();
      stopReplaying();
    };
  }, [gate]);
  return (
    <div ref={watch}>
      <PartErrorBoundary>
        <Suspense fallback={null}>
          <Gated gate={gate}>{children}</Gated>
        </Suspense>
      </PartErrorBoundary>
    </div>
  );
});
