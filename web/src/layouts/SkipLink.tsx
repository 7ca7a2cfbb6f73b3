import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page region (PageBody's `<main>`), the skip link's target. */
export const MAIN_CONTENT_ID = 'vab-main-content';

/**
 * "Skip to main content": the first thing Tab reaches in the shell, out of sight until it has focus. It
 * moves focus to the page region, so the next Tab goes into the page instead of through the menu and the
 * header. The address is a hash route, so the link focuses the region itself rather than following its
 * href (which names the target for those who read it).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="vab-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
