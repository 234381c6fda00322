import { renderHook } from '@testing-library/react';
import { clearScreen, mockScreen } from '../features/panel/admin.test-utils';
import { NARROW_SCREEN } from '../features/panel/admin-views';
import { useMediaQuery } from './use-media-query';

afterEach(() => clearScreen());

describe('useMediaQuery', () => {
  it('is the 640px breakpoint of the side menu', () => {
    expect(NARROW_SCREEN).toBe('(max-width: 639px)');
  });

  it('tells whether the query matches, and follows changes', () => {
    const screenSize = mockScreen({ narrow: true });
    const { result } = renderHook(() => useMediaQuery(NARROW_SCREEN));
    expect(result.current).toBe(true);
    screenSize.resize({ narrow: false });
    expect(result.current).toBe(false);
    screenSize.resize({ narrow: true });
    expect(result.current).toBe(true);
  });

  it('never matches without matchMedia', () => {
    clearScreen();
    const { result } = renderHook(() => useMediaQuery(NARROW_SCREEN));
    expect(result.current).toBe(false);
  });
});
