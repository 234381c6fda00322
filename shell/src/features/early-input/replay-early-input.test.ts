import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from 'shared/early-input';
import { replayEarlyInput } from './replay-early-input';

type EarlyWindow = Window & { [EARLY_INPUT_GLOBAL]?: unknown };

/** Runs the page's inline script as the page's head does. */
function runEarlyInputScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script itself, as the page runs it
  new Function(EARLY_INPUT_SCRIPT)();
}

/** What reaches the app's own listeners (React listens at the root, below the document). */
function appListeners(root: HTMLElement) {
  const seen: string[] = [];
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    const email = (event.target as HTMLFormElement).elements.namedItem('email') as HTMLInputElement;
    seen.push(`submit by ${(event.submitter as HTMLButtonElement | null)?.name ?? 'none'} with ${email.value}`);
  });
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) seen.push(`click ${button.name}`);
  });
  return seen;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <div id="root">
      <form><input name="email"><button type="submit" name="login">Login</button></form>
      <button type="button" name="menu">Menu</button>
      <button type="button" name="off" disabled>Off</button>
    </div>`;
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as EarlyWindow)[EARLY_INPUT_GLOBAL];
});

describe('the early-input script and its replay', () => {
  it('keeps a submission and a button\'s click from the page until the app is live, then replays them on the same elements', () => {
    runEarlyInputScript();
    const root = document.getElementById('root')!;
    const seen = appListeners(root);
    const form = root.querySelector('form')!;
    const email = root.querySelector('input')!;
    const login = root.querySelector<HTMLButtonElement>('button[name=login]')!;

    email.value = 'early@example.com';
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: login });
    form.dispatchEvent(submit);
    root.querySelector<HTMLButtonElement>('button[name=menu]')!.click();
    // Stopped and kept: the form was not sent (no navigation), and nothing reached the app.
    expect(submit.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(((window as EarlyWindow)[EARLY_INPUT_GLOBAL] as unknown[]).length).toBe(2);

    replayEarlyInput();
    expect((window as EarlyWindow)[EARLY_INPUT_GLOBAL]).toBeNull();
    expect(seen).toEqual([]);
    jest.runAllTimers();
    expect(seen).toEqual(['submit by login with early@example.com', 'click menu']);

    // Live from now on: events go straight to the app, once.
    root.querySelector<HTMLButtonElement>('button[name=menu]')!.click();
    expect(seen).toEqual(['submit by login with early@example.com', 'click menu', 'click menu']);
    replayEarlyInput();
    jest.runAllTimers();
    expect(seen).toHaveLength(3);
  });

  it('leaves a submit button\'s click to its form\'s submission, and ignores disabled buttons and elements gone since', () => {
    runEarlyInputScript();
    const root = document.getElementById('root')!;
    const seen = appListeners(root);
    root.querySelector<HTMLButtonElement>('button[name=login]')!.click();
    root.querySelector<HTMLButtonElement>('button[name=off]')!.click();
    const kept = (window as EarlyWindow)[EARLY_INPUT_GLOBAL] as Array<{ type: string }>;
    // The submit button's click submits its form: that submission is what is kept.
    expect(kept.map((input) => input.type)).toEqual(['submit']);
    expect(seen).toEqual(['click login']);
    root.querySelector('form')!.remove();
    replayEarlyInput();
    jest.runAllTimers();
    expect(seen).toEqual(['click login']);
  });

  it('does nothing on a page without the script (the plain index.html)', () => {
    replayEarlyInput();
    jest.runAllTimers();
    expect((window as EarlyWindow)[EARLY_INPUT_GLOBAL]).toBeUndefined();
  });
});
