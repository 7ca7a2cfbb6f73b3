import { type RefObject, useEffect, useState } from 'react';

/** Esc on these is theirs (an open select, menu or dialog closes), not the full window's. */
const OWNS_ESCAPE = '[aria-expanded="true"], [role="dialog"], [role="menu"], [role="listbox"], .ant-picker-dropdown';

/** Whether Esc pressed on `target` leaves the full window of `card`: pressed on the list itself, nothing else open. */
export function escapeLeaves(target: EventTarget | null, card: HTMLElement | null): boolean {
  if (!card || !(target instanceof Element)) return false;
  if (target !== document.body && !card.contains(target)) return false;
  return target.closest(OWNS_ESCAPE) === null;
}

/**
 * A list card that fills the window (a CSS mode: antd's popups and dialogs, which open on the document
 * body, stay visible over it, which the browser's Fullscreen API would hide). Esc leaves it, and so does
 * leaving the page (`onScreen` false).
 */
export function useFullWindow(card: RefObject<HTMLElement | null>, onScreen: boolean) {
  const [full, setFull] = useState(false);
  if (full && !onScreen) setFull(false);

  useEffect(() => {
    if (!full) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && escapeLeaves(event.target, card.current)) setFull(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [full, card]);

  return [full, setFull] as const;
}
