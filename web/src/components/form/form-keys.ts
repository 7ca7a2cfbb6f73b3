import type { KeyboardEvent } from 'react';

/** Inputs where Enter means "done" (not a select's combobox, which picks its option with Enter, nor a text area). */
const TYPED_INPUTS = new Set(['text', 'password', 'search', 'tel', 'email', 'url', 'number']);

/** A field a user can type into or pick in, in document order. */
const FIELD = [
  'input:not([type=hidden]):not([disabled]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  'input[role=combobox]:not([disabled])',
].join(', ');

export const firstFieldOf = (form: HTMLElement): HTMLElement | null => form.querySelector<HTMLElement>(FIELD);

/** Whether the user (or a test) is already in one of the form's fields: the dialog then leaves the focus alone. */
export const hasFocusedField = (form: HTMLElement): boolean => document.activeElement !== null && form.contains(document.activeElement);

/** Whether this key press submits the form: Enter in a typed input, not while an input method is composing. */
export function submitsOnEnter(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing || event.keyCode === 229) return false;
  const target = event.target;
  return target instanceof HTMLInputElement && target.getAttribute('role') !== 'combobox' && TYPED_INPUTS.has(target.type);
}
