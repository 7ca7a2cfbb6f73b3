import { catalogueEntry, reportDefinition } from '@proposal-desk/shared';
import { PRINT_ROUTES, printRouteName } from './print-routes';

const STATIC_TITLES: Record<string, string> = {
  '/login': 'router.login',
  '/register': 'router.register',
  '/freeLogin': 'router.freeLogin',
  '/callback': 'router.callback',
  '/403': 'router.forbidden',
  '/404': 'router.notFound',
  '/public/replies': 'publicReplies.title',
};

/** A print route's title: its report's name in the language given (the browser tab, and a browser print's file, are named after it). */
export function printTitle(pathname: string, lang: 'zh' | 'en'): string | undefined {
  if (!(PRINT_ROUTES as readonly string[]).includes(pathname)) return undefined;
  const definition = reportDefinition(printRouteName(pathname));
  return definition ? catalogueEntry(definition).title[lang] : undefined;
}

/** The i18n key of a static page's title (sign-in pages, errors, print pages). */
export function staticTitleKey(pathname: string): string | undefined {
  if (STATIC_TITLES[pathname]) return STATIC_TITLES[pathname];
  if ((PRINT_ROUTES as readonly string[]).includes(pathname)) return 'router.print';
  if (pathname.startsWith('/redirect')) return 'router.redirect';
  return undefined;
}
