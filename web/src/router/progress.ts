import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { settings } from '../config/settings';

NProgress.configure({ speed: settings.progressBarSpeed, showSpinner: false });

/** The page progress bar around navigations (shown when the theme's showProgressBar is on). */
export const progress = {
  start: (): void => void NProgress.start(),
  done: (): void => void NProgress.done(),
};
