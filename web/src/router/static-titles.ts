import { PRINT_ROUTES } from './print-routes';

const STATIC_TITLES: Record<string, string> = {
  '/login': 'router.login',
  '/register': 'router.register',
  '/freeLogin': 'router.freeLogin',
  '/callback': 'router.callback',
  '/403': 'router.forbidden',
  '/404': 'router.notFound',
};

/** The i18n key of a static page's title (sign-in pages, errors, print pages). */
export function staticTitleKey(pathname: string): string | undefined {
  if (STATIC_TITLES[pathname]) return STATIC_TITLES[pathname];
  if ((PRINT_ROUTES as readonly string[]).includes(pathname)) return 'router.print';
  if (pathname.startsWith('/redirect')) return 'router.redirect';
  return undefined;
}
