import { act, renderHook } from '@testing-library/react';
import { SCROLL_THRESHOLD_PX, useScrolled } from './use-scrolled';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('useScrolled', () => {
  it('uses a 50 px threshold', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(50);
  });

  it('is false at the top and turns true only past 50 px', () => {
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
    scrollTo(50);
    expect(result.current).toBe(false);
    scrollTo(51);
    expect(result.current).toBe(true);
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(10);
    expect(result.current).toBe(false);
  });

  it('draws its first frame unscrolled, as the server does, and turns true at once when the page is already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true, writable: true });
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const scrolled = useScrolled();
      seen.push(scrolled);
      return scrolled;
    });
    expect(seen[0]).toBe(false);
    expect(result.current).toBe(true);
  });

  it('honours a custom threshold', () => {
    const { result } = renderHook(() => useScrolled(200));
    scrollTo(150);
    expect(result.current).toBe(false);
    scrollTo(201);
    expect(result.current).toBe(true);
  });

  it('stops listening once unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolled());
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    remove.mockRestore();
  });
});
