import { drillHref, type DrillTarget } from '@proposal-desk/shared';

/**
 * A figure's list as an address a PDF or workbook can open: the product's public address and the web page
 * of the list, behind the `#` of the app's hash routes.
 */
export const absoluteDrillHref = (publicUrl: string) => {
  const base = publicUrl.replace(/\/+$/, '');
  return (drill: DrillTarget) => `${base}/#${drillHref(drill)}`;
};
