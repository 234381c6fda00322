import { render } from '@testing-library/react';
import { useRef } from 'react';
import { HEADER_HEIGHT_VAR } from 'shared';
import { useHeaderHeight } from './use-header-height';

function Header({ height }: { height: number }) {
  const ref = useRef<HTMLElement>(null);
  useHeaderHeight(ref);
  return <header ref={ref} data-height={height} />;
}

const published = () => document.documentElement.style.getPropertyValue(HEADER_HEIGHT_VAR);

/** jsdom lays nothing out: the header's height is whatever this test says it is. */
function stubOffsetHeight() {
  return jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return Number(this.dataset.height ?? 0);
  });
}

afterEach(() => {
  document.documentElement.style.removeProperty(HEADER_HEIGHT_VAR);
  jest.restoreAllMocks();
});

describe('useHeaderHeight without ResizeObserver', () => {
  it('publishes the height at once and again when the window is resized', () => {
    const offset = stubOffsetHeight();
    const { container } = render(<Header height={72} />);
    expect(published()).toBe('72px');

    (container.querySelector('header') as HTMLElement).dataset.height = '88';
    window.dispatchEvent(new Event('resize'));
    expect(published()).toBe('88px');
    expect(offset).toHaveBeenCalled();
  });

  it('stops listening once the header is gone', () => {
    stubOffsetHeight();
    const { unmount } = render(<Header height={72} />);
    unmount();
    document.documentElement.style.removeProperty(HEADER_HEIGHT_VAR);
    window.dispatchEvent(new Event('resize'));
    expect(published()).toBe('');
  });
});

describe('useHeaderHeight with ResizeObserver', () => {
  type Callback = (entries: Partial<ResizeObserverEntry>[]) => void;
  const observers: { callback: Callback; observed: Element[]; disconnected: boolean }[] = [];

  beforeEach(() => {
    observers.length = 0;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      private readonly record: (typeof observers)[number];
      constructor(callback: Callback) {
        this.record = { callback, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(target: Element) { this.record.observed.push(target); }
      unobserve() {}
      disconnect() { this.record.disconnected = true; }
    };
  });

  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('does not read the layout during the commit: the first size comes from the observer', () => {
    const offset = stubOffsetHeight();
    const { container } = render(<Header height={72} />);
    expect(offset).not.toHaveBeenCalled();
    expect(published()).toBe('');

    const header = container.querySelector('header') as HTMLElement;
    expect(observers[0]?.observed).toEqual([header]);
    observers[0]!.callback([{ borderBoxSize: [{ blockSize: 75.6, inlineSize: 375 }] }]);
    expect(published()).toBe('76px');
    observers[0]!.callback([{ borderBoxSize: [{ blockSize: 88, inlineSize: 1024 }] }]);
    expect(published()).toBe('88px');
  });

  it('disconnects when the header is gone', () => {
    const { unmount } = render(<Header height={72} />);
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });
});
