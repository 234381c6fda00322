import { useEffect, useRef } from 'react';

/**
 * When `count` drops (a row left a list) and focus went with it (the focused button or an open
 * dialog is gone, so the page's body has focus), calls `refocus` so a keyboard or screen-reader
 * user keeps their place instead of starting again from the top of the page.
 */
export function useRefocusWhenLost(count: number, refocus: () => void): void {
  const previous = useRef(count);
  useEffect(() => {
    const dropped = count < previous.current;
    previous.current = count;
    if (!dropped) return;
    const active = document.activeElement;
    if (!active || active === document.body) refocus();
  }, [count, refocus]);
}
