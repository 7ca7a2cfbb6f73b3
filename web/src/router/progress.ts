import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { settings } from '../config/settings';

// The bar is decoration (the page says it is busy itself); nprogress's own template gives it role="bar",
// which is no ARIA role (axe's aria-roles, critical).
NProgress.configure({
  speed: settings.progressBarSpeed,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** The page progress bar around navigations (shown when the theme's showProgressBar is on). */
export const progress = {
  start: (): void => void NProgress.start(),
  done: (): void => void NProgress.done(),
};
