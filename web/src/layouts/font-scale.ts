import type { ThemeConfig } from 'antd';
import { useEffect } from 'react';
import type { ThemeSettings } from '../stores/settings';

export type FontScale = ThemeSettings['fontScale'];

/** The sizes of the shell at one text size, in px. */
export interface ShellSizes {
  /** The base font (antd's `fontSize` token). */
  fontSize: number;
  /** Buttons, inputs and selects (antd's `controlHeight`): the text grows, the controls grow with it. */
  controlHeight: number;
  /** The header (and the logo and column-menu title beside it). */
  headerHeight: number;
  /** The side menu, wide enough for the longest first-level title at this size. */
  siderWidth: number;
  /** The collapsed side menu: an icon and its padding. */
  siderCollapsedWidth: number;
}

/** The base font of each text size: normal 14 px, large 16 px, larger 18 px (大字模式). */
export const FONT_SIZES: Record<FontScale, number> = { normal: 14, large: 16, larger: 18 };

/** Everything grows in step with the base font (14 px is the design size), rounded to even pixels. */
const SIZES: Record<FontScale, ShellSizes> = {
  normal: { fontSize: 14, controlHeight: 32, headerHeight: 56, siderWidth: 220, siderCollapsedWidth: 64 },
  large: { fontSize: 16, controlHeight: 36, headerHeight: 64, siderWidth: 250, siderCollapsedWidth: 72 },
  larger: { fontSize: 18, controlHeight: 40, headerHeight: 72, siderWidth: 280, siderCollapsedWidth: 80 },
};

/** The shell's sizes at a text size (normal for a size this version does not know). */
export function shellSizes(scale: FontScale): ShellSizes {
  return SIZES[scale] ?? SIZES.normal;
}

/**
 * A theme with the text size applied on top: antd's seed tokens `fontSize` and `controlHeight` (every
 * component's text, line heights and control sizes derive from them) and the layout's header height.
 * Normal text returns the theme as it is.
 */
export function withFontScale(theme: ThemeConfig, scale: FontScale): ThemeConfig {
  if (scale === 'normal') return theme;
  const sizes = shellSizes(scale);
  return {
    ...theme,
    token: { ...theme.token, fontSize: sizes.fontSize, controlHeight: sizes.controlHeight },
    components: {
      ...theme.components,
      Layout: { ...theme.components?.Layout, headerHeight: sizes.headerHeight },
    },
  };
}

/** The CSS variables the layout's own styles (layouts.css) read for the text size. */
export function fontScaleVariables(scale: FontScale): Record<string, string> {
  const sizes = shellSizes(scale);
  return {
    '--vab-font-size': `${sizes.fontSize}px`,
    '--vab-header-height': `${sizes.headerHeight}px`,
  };
}

/** Keeps the text size's CSS variables and the class `vab-font-{scale}` on the root element in step with the setting. */
export function useFontScale(scale: FontScale): void {
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(fontScaleVariables(scale))) root.style.setProperty(name, value);
    root.classList.add(`vab-font-${scale}`);
    return () => root.classList.remove(`vab-font-${scale}`);
  }, [scale]);
}

/** A table column or column group, as far as its width goes. */
interface SizedColumn {
  width?: number | string;
  fixed?: unknown;
  children?: SizedColumn[];
}

/**
 * A table's columns at a text size: every width in px of a scrolling column grows with the base font, so a
 * header or value that fits at 14 px still fits in large text (the table scrolls sideways inside its card
 * instead). Fixed columns (a name on the left, the actions on the right) keep their width: they are sized
 * with room to spare, and grown they would cover a phone's whole table.
 */
export function widenColumns<C extends SizedColumn>(columns: C[], scale: FontScale): C[] {
  const factor = shellSizes(scale).fontSize / SIZES.normal.fontSize;
  if (factor === 1) return columns;
  const widen = (column: C): C => ({
    ...column,
    ...(typeof column.width === 'number' && !column.fixed ? { width: Math.round(column.width * factor) } : {}),
    ...(column.children ? { children: column.children.map((child) => widen(child as C)) } : {}),
  });
  return columns.map(widen);
}

/** A table's scroll width at a text size (see `widenColumns`); 'max-content' stays as it is. */
export function widenScroll(scrollX: number | 'max-content', scale: FontScale): number | 'max-content' {
  return typeof scrollX === 'number' ? Math.round((scrollX * shellSizes(scale).fontSize) / SIZES.normal.fontSize) : scrollX;
}
