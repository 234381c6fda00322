import { EARLY_INPUT_GLOBAL } from 'shared/early-input';

/** What the page's early-input script keeps: a submission (with its submit button) or a button's click. */
type EarlyInput =
  | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { type: 'click'; target: HTMLButtonElement };

type EarlyWindow = Window & { [EARLY_INPUT_GLOBAL]?: EarlyInput[] | null };

/**
 * Turns the page's early-input script off (its global set to null: from now on React handles
 * every event) and replays what it kept on the same elements, which hydration kept: a
 * submission as a new one from the same submit button, a click as a click. The replay runs in
 * a task of its own, after the fields have handed the text typed early to their forms' state.
 * Does nothing once called (or on a page without the script).
 */
export function replayEarlyInput(win: EarlyWindow = window): void {
  const kept = win[EARLY_INPUT_GLOBAL];
  if (!Array.isArray(kept)) return;
  win[EARLY_INPUT_GLOBAL] = null;
  if (kept.length === 0) return;
  win.setTimeout(() => {
    for (const input of kept) {
      if (!input.target.isConnected) continue;
      if (input.type === 'submit') {
        const { submitter } = input;
        input.target.requestSubmit(submitter?.isConnected && 'form' in submitter ? submitter : undefined);
      } else {
        input.target.click();
      }
    }
  }, 0);
}
