import { EARLY_INPUT_ENTRY_ATTRIBUTE, EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from './early-input';

/** Runs the page's inline script as the page's head does. */
function runEarlyInputScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script itself, as the page runs it
  new Function(EARLY_INPUT_SCRIPT)();
}

const entryScripts = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

describe('the early-input script starting the app', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = `<link rel="preload" as="script" href="/static/js/index.1.js" fetchpriority="low" ${EARLY_INPUT_ENTRY_ATTRIBUTE}>`;
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  });

  test('adds the preloaded entry as a script once the first frame is drawn, and only once', () => {
    runEarlyInputScript();
    expect(entryScripts()).toEqual([]);
    // The frame, then the task after it.
    jest.advanceTimersByTime(20);
    expect(entryScripts()).toEqual([`${window.location.origin}/static/js/index.1.js`]);
    jest.advanceTimersByTime(2000);
    expect(entryScripts()).toHaveLength(1);
  });

  test('adds it after a second when no frame is drawn (a page in the background)', () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    runEarlyInputScript();
    jest.advanceTimersByTime(999);
    expect(entryScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
    frame.mockRestore();
  });

  test('adds nothing to a page without the entry preload (the plain index.html loads its own)', () => {
    document.head.innerHTML = '';
    runEarlyInputScript();
    jest.advanceTimersByTime(2000);
    expect(entryScripts()).toEqual([]);
  });
});
