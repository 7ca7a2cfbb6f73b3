import { useRef } from 'react';

/**
 * For a dropdown menu opened from a button: when the menu closes and the focus has gone with it (Esc, or an
 * item chosen from the keyboard removes the focused item), the focus goes back to the button, so a keyboard
 * user goes on from where they were instead of from the top of the page.
 */
export function useMenuFocus<T extends HTMLElement = HTMLButtonElement>() {
  const trigger = useRef<T>(null);
  const onOpenChange = (open: boolean) => {
    if (open) return;
    // After the key that closed it has been handled (the button would take the same Enter as a click);
    // the closing menu keeps its items, and the focus, until its animation ends.
    window.setTimeout(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused.closest('.ant-dropdown')) trigger.current?.focus();
    });
  };
  return { trigger, onOpenChange };
}
