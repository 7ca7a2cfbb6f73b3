// @vitest-environment jsdom
// WCAG 2.1 AA contrast of every theme's colours (issue 18, part 1): text at least 4.5:1 on what it sits on,
// control borders at least 3:1. A colour changed in theme.ts or layouts.css that falls below fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../stores/settings';
import { PAGE_BG, PRESET_TAG_TEXT, THEME_COLOURS, menuThemeFor, themeConfigFor } from './theme';

type Rgb = [number, number, number];

/** Parses #rgb, #rrggbb or rgba(r, g, b, a), an alpha colour laid over `under`. */
function parse(colour: string, under: Rgb = [255, 255, 255]): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    return digits.map((d) => parseInt(d, 16)) as Rgb;
  }
  const rgba = /^rgba?\(([^)]+)\)$/i.exec(colour.trim());
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number) as [number, number, number, number?];
  return [r, g, b].map((c, i) => Math.round(c * a + under[i]! * (1 - a))) as Rgb;
}

const luminance = ([r, g, b]: Rgb): number => {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};

/** The WCAG contrast ratio of a colour (alpha allowed) on an opaque background. */
export function contrast(foreground: string, background: string): number {
  const back = parse(background);
  const [a, b] = [luminance(parse(foreground, back)), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

const WHITE = '#ffffff';
const TEXT = 4.5;
const BORDER = 3;

/** Every pair below its minimum, as "what: fg on bg = ratio" (an empty list passes). */
function failing(pairs: Array<[what: string, fg: string, bg: string, min: number]>): string[] {
  return pairs
    .filter(([, fg, bg, min]) => contrast(fg, bg) < min)
    .map(([what, fg, bg, min]) => `${what}: ${fg} on ${bg} = ${contrast(fg, bg).toFixed(2)}:1 (needs ${min}:1)`);
}

/** The colour a rule of a style sheet declares (the first `color:` of the rule whose selector list is `selector`). */
function cssColour(css: string, selector: string, property = 'color'): string {
  const rule = new RegExp(`(^|[}/])\\s*${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css);
  const value = rule && new RegExp(`(^|;|\\s)${property}:\\s*([^;!]+)`).exec(rule[2]!);
  if (!value) throw new Error(`the style sheet has no ${property} for ${selector}`);
  return value[2]!.trim();
}

describe('theme contrast', () => {
  it('computes WCAG ratios as axe does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#1677ff', WHITE)).toBeCloseTo(4.1, 1);
    expect(contrast('rgba(0, 0, 0, 0.45)', WHITE)).toBeCloseTo(contrast('#8c8c8c', WHITE), 1);
  });

  for (const name of THEMES) {
    it(`keeps every text and border colour of the ${name} theme at AA`, () => {
      const config = themeConfigFor(name);
      const token = theme.getDesignToken(config);
      const { primary, primaryBg, menuBg } = THEME_COLOURS[name];
      const pairs: Array<[string, string, string, number]> = [
        ['primary text and links', token.colorPrimary, WHITE, TEXT],
        ['links', token.colorLink, WHITE, TEXT],
        ['info', token.colorInfo, WHITE, TEXT],
        ['links on the page grey', token.colorLink, PAGE_BG, TEXT],
        ['primary on its light tint (selected rows, light menu, active tab)', token.colorPrimary, token.colorPrimaryBg, TEXT],
        ['primary button label', token.colorTextLightSolid, token.colorPrimary, TEXT],
        ['a hovered button or link (its text, and a primary button’s fill under its label)', token.colorPrimaryHover, WHITE, TEXT],
        ['hovered primary text', token.colorPrimaryTextHover, WHITE, TEXT],
        ['a hovered link', token.colorLinkHover, WHITE, TEXT],
        ['a hovered primary button label', token.colorTextLightSolid, token.colorPrimaryHover, TEXT],
        ['danger text', token.colorError, WHITE, TEXT],
        ['danger on its tint (error tags, alerts)', token.colorError, token.colorErrorBg, TEXT],
        ['danger button label', token.colorTextLightSolid, token.colorError, TEXT],
        ['success on its tint', token.colorSuccess, token.colorSuccessBg, TEXT],
        ['warning on its tint', token.colorWarning, token.colorWarningBg, TEXT],
        ['warning text', token.colorWarning, WHITE, TEXT],
        ['body text', token.colorText, WHITE, TEXT],
        ['secondary text', token.colorTextSecondary, WHITE, TEXT],
        ['secondary text on the page grey', token.colorTextSecondary, PAGE_BG, TEXT],
        ['tertiary text', token.colorTextTertiary, WHITE, TEXT],
        ['descriptions and breadcrumbs', token.colorTextDescription, WHITE, TEXT],
        ['descriptions on the page grey', token.colorTextDescription, PAGE_BG, TEXT],
        ['placeholders', token.colorTextPlaceholder, WHITE, TEXT],
        ['control borders', token.colorBorder, WHITE, BORDER],
        ["an empty table's words", config.components?.Table?.colorTextDisabled ?? token.colorTextDisabled, WHITE, TEXT],
      ];
      // Preset tags ("green", "gold"…) write the palette's 7th shade (or layouts.css's darker one) on its 1st.
      for (const preset of [
        'blue',
        'purple',
        'cyan',
        'green',
        'magenta',
        'pink',
        'red',
        'orange',
        'yellow',
        'volcano',
        'geekblue',
        'gold',
        'lime',
      ] as const) {
        const text = preset in PRESET_TAG_TEXT ? PRESET_TAG_TEXT[preset as keyof typeof PRESET_TAG_TEXT] : token[`${preset}7`];
        pairs.push([`${preset} tag`, text, token[`${preset}1`], TEXT]);
      }
      const menu = config.components?.Menu ?? {};
      if (menuThemeFor(name) === 'dark') {
        pairs.push(['selected menu item', WHITE, menu.darkItemSelectedBg ?? '', TEXT]);
        pairs.push(['menu item', 'rgba(255, 255, 255, 0.65)', menuBg, TEXT]);
        pairs.push(['dark header text', 'rgba(255, 255, 255, 0.85)', menuBg, TEXT]);
      } else {
        pairs.push(['selected menu item', menu.itemSelectedColor ?? '', menu.itemSelectedBg ?? '', TEXT]);
        pairs.push(['menu item', token.colorText, WHITE, TEXT]);
      }
      expect(token.colorPrimary).toBe(primary);
      expect(token.colorPrimaryBg).toBe(primaryBg);
      expect(failing(pairs)).toEqual([]);
    });
  }

  it('keeps the colours layouts.css writes on the frame at AA', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, 'layouts.css'), 'utf8');
    expect(cssColour(css, '.vab-layout', 'background')).toBe(PAGE_BG);
    const pairs: Array<[string, string, string, number]> = [
      ['footer', cssColour(css, '.vab-footer'), PAGE_BG, TEXT],
      ['notice time', cssColour(css, '.vab-notice-time'), WHITE, TEXT],
      ['notice text', cssColour(css, '.vab-notice-content'), WHITE, TEXT],
      [
        'logo title on a light frame',
        cssColour(css, '.vab-sider-light .vab-logo-title,\n.vab-header:not(.vab-header-dark) .vab-logo-title'),
        WHITE,
        TEXT,
      ],
      ['light column bar item', cssColour(css, '.vab-sider-light .vab-column-item'), WHITE, TEXT],
    ];
    for (const name of THEMES) {
      if (menuThemeFor(name) === 'light') continue;
      const { menuBg, primary } = THEME_COLOURS[name];
      pairs.push([`${name}: logo title`, cssColour(css, '.vab-logo-title'), menuBg, TEXT]);
      pairs.push([`${name}: column bar item`, cssColour(css, '.vab-column-item'), menuBg, TEXT]);
      pairs.push([`${name}: active column bar item`, WHITE, primary, TEXT]);
    }
    expect(failing(pairs)).toEqual([]);
    // The darker preset tag shades are the ones theme.ts names (checked on their backgrounds above).
    for (const [preset, colour] of Object.entries(PRESET_TAG_TEXT))
      expect(cssColour(css, "[class*='css-var-'][class]", `--ant-${preset}-7`)).toBe(colour);
    // The smooth tabs' active tab is the theme's light tint, checked against the primary label above.
    expect(css).toMatch(/\.vab-tabs-smooth \.ant-tabs-tab-active \{[^}]*var\(--ant-color-primary-bg/);
  });

  it("keeps the sign-in page's own colours at AA", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../views/login/login.css'), 'utf8');
    // The page's lightest and darkest backdrop (its gradient's ends; the tinted circles are fainter).
    const backdrops = ['#f5f8ff', '#eef2f8'];
    expect(css).toContain(`linear-gradient(180deg, ${backdrops[0]} 0%, ${backdrops[1]} 100%)`);
    const onCard: Array<[string, string, string, number]> = [
      ['subtitle', cssColour(css, '.login-brand p'), WHITE, TEXT],
      ['title', cssColour(css, '.login-brand h1'), WHITE, TEXT],
      ['links under the form', cssColour(css, '.login-links'), WHITE, TEXT],
    ];
    const onBackdrop = backdrops.flatMap((backdrop): Array<[string, string, string, number]> => [
      ['language switch', cssColour(css, '.login-language'), backdrop, TEXT],
      ['footer', cssColour(css, '.login-footer'), backdrop, TEXT],
    ]);
    expect(failing([...onCard, ...onBackdrop])).toEqual([]);
  });
});
