import { settings } from '../config/settings';

type Translate = (key: string) => string;

/** Spec §2: page title, the separator, then the product title (the product title alone without a page title). */
export function pageTitle(title: string | undefined, t: Translate): string {
  const product = t('common.appTitle');
  return title ? `${t(title)}${settings.titleSeparator}${product}` : product;
}
