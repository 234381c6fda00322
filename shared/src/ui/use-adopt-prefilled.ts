import { useEffect } from 'react';

// A page rendered by the server can be typed into, and its boxes ticked, before its scripts run.
// Hydration keeps what the element holds but not the owner's state (React reads neither), and the
// next render of the state would wipe it. So a controlled control that finds its element holding
// something else when it mounts hands that to its owner, once, through the owner's own onChange
// (browser autofill arrives the same way). Until React does this itself: remove these then.

/** The native setter of a DOM property, which React's change tracking does not see. */
function setNatively(element: HTMLElement, property: 'value' | 'checked', value: string | boolean): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set?.call(element, value);
}

/**
 * For a text input, textarea or select with `value`: React fires onChange only when the element's
 * value differs from the one it last wrote, so the state's value is written first (React records
 * it), the visitor's text put back natively, and the event React listens to for that control sent.
 */
export function useAdoptPrefilledValue(id: string, value: unknown): void {
  useEffect(() => {
    const element = document.getElementById(id);
    const isControl = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
    if (!isControl || value === undefined) return;
    // What React writes into the element for the value it renders.
    const state = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    const prefilled = element.value;
    if (prefilled === state) return;
    element.value = state;
    setNatively(element, 'value', prefilled);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    // On mount only: a later difference is the owner's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * For a checkbox with `checked`, the same way: React listens to `click` for checkboxes (a plain
 * event, which does not toggle the box again).
 */
export function useAdoptPrefilledChecked(id: string, checked: boolean | undefined): void {
  useEffect(() => {
    const element = document.getElementById(id);
    if (!(element instanceof HTMLInputElement) || checked === undefined || element.checked === checked) return;
    const prefilled = element.checked;
    element.checked = checked;
    setNatively(element, 'checked', prefilled);
    element.dispatchEvent(new Event('click', { bubbles: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * For a group of choices (`value` the checked options' values): hands the options checked in the
 * page to `adopt` when they differ from `value`.
 */
export function useAdoptPrefilledChoices(id: string, value: readonly string[], adopt: (checked: string[]) => void): void {
  useEffect(() => {
    const group = document.getElementById(id);
    if (!group) return;
    const checked = [...group.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.value);
    if (checked.length === value.length && checked.every((v) => value.includes(v))) return;
    adopt(checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
