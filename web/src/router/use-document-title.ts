import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutesStore } from '../stores/routes';
import { findRouteMeta } from './prepare-routes';
import { printTitle, staticTitleKey } from './static-titles';
import { pageTitle } from './title';

/** Sets the document title on every navigation and language change. */
export function useDocumentTitle(pathname: string): void {
  const { t, i18n } = useTranslation();
  const routes = useRoutesStore((s) => s.routes);
  useEffect(() => {
    const report = printTitle(pathname, i18n.language === 'en' ? 'en' : 'zh');
    if (report) {
      document.title = pageTitle(report, (text) => (text === report ? report : t(text)));
      return;
    }
    const staticKey = staticTitleKey(pathname);
    const serverTitle = staticKey ? undefined : findRouteMeta(routes, pathname)?.title;
    // Server menu titles are Chinese; the shell's menu table translates them (falling back to the title).
    const translate = (key: string) => (key === serverTitle ? t(`shell.menu.${key}`, { defaultValue: key }) : t(key));
    document.title = pageTitle(staticKey ?? serverTitle, translate);
  }, [pathname, routes, t, i18n.language]);
}
