/**
 * An IntersectionObserver a test drives (jsdom has none): `installFakeIntersectionObserver()`
 * puts it on `window`; `say(true)` on an observer reports its element near the screen. Remove
 * it with `removeFakeIntersectionObserver()` after the test.
 */
export class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  element: Element | null = null;
  disconnected = false;
  constructor(private readonly report: IntersectionObserverCallback, readonly options: IntersectionObserverInit = {}) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) { this.element = element; }
  unobserve() { this.element = null; }
  disconnect() { this.disconnected = true; }
  takeRecords(): IntersectionObserverEntry[] { return []; }
  /** Reports the element as intersecting (near the screen) or not. */
  say(isIntersecting: boolean) {
    this.report([{ isIntersecting, target: this.element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  /** The observer watching the element that contains `inside`. */
  static watching(inside: Element): FakeIntersectionObserver {
    const found = FakeIntersectionObserver.made.find((observer) => !observer.disconnected && observer.element?.contains(inside));
    if (!found) throw new Error('no observer watches that element');
    return found;
  }
}

export function installFakeIntersectionObserver(): void {
  FakeIntersectionObserver.made = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

export function removeFakeIntersectionObserver(): void {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  FakeIntersectionObserver.made = [];
}
