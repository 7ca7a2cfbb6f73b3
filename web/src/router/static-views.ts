import { lazyView } from './lazy-view';

/** The pages every user can reach without the menu: sign-in pages and errors, loaded on demand. */
export const STATIC_VIEWS = {
  login: lazyView(() => import('../views/login/LoginPage').then((m) => ({ default: m.LoginPage }))),
  register: lazyView(() => import('../views/login/RegisterPage').then((m) => ({ default: m.RegisterPage }))),
  freeLogin: lazyView(() => import('../views/login/FreeLoginPage').then((m) => ({ default: m.FreeLoginPage }))),
  callback: lazyView(() => import('../views/login/CallbackPage').then((m) => ({ default: m.CallbackPage }))),
  forbidden: lazyView(() => import('../views/error/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage }))),
  notFound: lazyView(() => import('../views/error/NotFoundPage').then((m) => ({ default: m.NotFoundPage }))),
  print: lazyView(() => import('../views/report/PrintReportPage').then((m) => ({ default: m.PrintReportPage }))),
  publicReplies: lazyView(() => import('../views/public/PublicRepliesPage').then((m) => ({ default: m.PublicRepliesPage }))),
};
