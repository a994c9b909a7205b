import { BRANDS } from './brand';
import type { DomainId } from './domain-ids';

/**
 * Design tokens (issue 9 "The system"): colour, type scale, spacing, radius, elevation and layout,
 * as data. apps/web/src/styles/themes.css writes them as CSS custom properties (a web test holds the
 * file to this table), the contrast test holds every colour pair to WCAG AA, and anything else that
 * draws a brand (the ID card) reads the same values.
 */

/** The colours a brand changes. */
export interface BrandColors {
  /** Header, primary buttons, links. */
  readonly primary: string;
  readonly primaryHover: string;
  /** Text and focus ring on the primary colour (the header). */
  readonly onPrimary: string;
  /** Welcome banner, selected menu item, tile icons' backdrop. */
  readonly accentSurface: string;
}

export interface BrandTokens {
  readonly theme: string;
  readonly colors: BrandColors;
  /** Corner radius of cards and buttons; inputs take the small radius. */
  readonly radius: string;
  /** The root font size: the Medicare Advantage brand reads a step larger for its older members. */
  readonly fontSize: string;
}

/** Colours every brand shares: text, surfaces and the status colours. */
export const SHARED_COLORS = {
  text: '#1f2328',
  textMuted: '#4d5358',
  surface: '#ffffff',
  page: '#f6f7f8',
  border: '#d0d4d9',
  inputBorder: '#6b7075',
  focus: '#0b57d0',
  error: '#a4001d',
  errorText: '#7a0016',
  errorSurface: '#fdecee',
  success: '#1e6b35',
  successText: '#17502a',
  successSurface: '#e8f5ec',
  warning: '#8a5a00',
  warningText: '#4d3300',
  warningSurface: '#fff6e0',
  info: '#1f5f8b',
  skeleton: '#e4e7eb',
  disabled: '#c9ccd1',
  onDisabled: '#33373b',
} as const;
export type SharedColor = keyof typeof SHARED_COLORS;
export type ColorToken = SharedColor | keyof BrandColors;

export const BRAND_TOKENS: Readonly<Record<DomainId, BrandTokens>> = {
  1: {
    theme: BRANDS[1].theme,
    colors: { primary: '#1d5e3a', primaryHover: '#144429', onPrimary: '#ffffff', accentSurface: '#e9f3ec' },
    radius: '8px',
    fontSize: '100%',
  },
  2: {
    theme: BRANDS[2].theme,
    colors: { primary: '#1f4e79', primaryHover: '#153a5b', onPrimary: '#ffffff', accentSurface: '#e8eff7' },
    radius: '6px',
    fontSize: '106.25%',
  },
  5: {
    theme: BRANDS[5].theme,
    colors: { primary: '#0b5563', primaryHover: '#073e48', onPrimary: '#ffffff', accentSurface: '#e5f1f3' },
    radius: '12px',
    fontSize: '100%',
  },
};

/** Spacing steps (rem): the number is the step on a 4 px grid. */
export const SPACING = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  6: '1.5rem',
  8: '2rem',
  12: '3rem',
} as const;

/** Type scale: body text, small print and the heading sizes (h1 grows at 768 and 1280 px in base.css). */
export const TYPE_SCALE = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.75rem',
  '4xl': '2rem',
} as const;

/** The system font stack: no web font to download before the first paint. */
export const FONT_BODY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Shadows: raised (tiles on hover), overlay (menus, snackbar, dialogs). */
export const ELEVATION = {
  raised: '0 1px 3px rgb(0 0 0 / 12%)',
  overlay: '0 6px 18px rgb(0 0 0 / 18%)',
} as const;

/**
 * Layout: the one content width the header, main and footer share (the shell reads --content-max),
 * the width of a form page, and the control size (44 px targets, WCAG 2.5.5).
 */
export const LAYOUT_TOKENS = {
  contentMax: '75rem',
  contentNarrow: '36rem',
  control: '2.75rem',
  /** The header's language switch: "Español" or "English" in bold with its padding (shell.css). */
  languageSwitch: '6rem',
  radiusSmall: '4px',
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS custom properties every brand shares (`:root` in themes.css). */
export function getSharedCssVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(SHARED_COLORS)) variables[`--color-${kebab(name)}`] = value;
  for (const [step, value] of Object.entries(SPACING)) variables[`--space-${step}`] = value;
  for (const [step, value] of Object.entries(TYPE_SCALE)) variables[`--text-${step}`] = value;
  for (const [name, value] of Object.entries(ELEVATION)) variables[`--elevation-${name}`] = value;
  variables['--font-body'] = FONT_BODY;
  variables['--content-max'] = LAYOUT_TOKENS.contentMax;
  variables['--content-narrow'] = LAYOUT_TOKENS.contentNarrow;
  variables['--control-size'] = LAYOUT_TOKENS.control;
  variables['--language-switch-width'] = LAYOUT_TOKENS.languageSwitch;
  variables['--radius-small'] = LAYOUT_TOKENS.radiusSmall;
  return variables;
}

/** The CSS custom properties of one brand (`[data-theme="…"]` in themes.css). */
export function getBrandCssVariables(tokens: BrandTokens): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.colors)) variables[`--color-${kebab(name)}`] = value;
  variables['--radius'] = tokens.radius;
  variables['--font-size-root'] = tokens.fontSize;
  return variables;
}

/** A colour pair drawn on screen: text needs 4.5:1, a focus ring or control boundary 3:1 (WCAG 1.4.3, 1.4.11). */
export interface ContrastPair {
  readonly foreground: ColorToken;
  readonly background: ColorToken;
  readonly kind: 'text' | 'ui';
  readonly where: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'surface', kind: 'text', where: 'body text on cards' },
  { foreground: 'text', background: 'page', kind: 'text', where: 'body text on the page' },
  { foreground: 'text', background: 'accentSurface', kind: 'text', where: 'welcome banner, menu item' },
  { foreground: 'textMuted', background: 'surface', kind: 'text', where: 'hints, footer' },
  { foreground: 'textMuted', background: 'page', kind: 'text', where: 'hints on the page' },
  { foreground: 'textMuted', background: 'accentSurface', kind: 'text', where: 'muted text in banners' },
  { foreground: 'primary', background: 'surface', kind: 'text', where: 'links and secondary buttons' },
  { foreground: 'primary', background: 'page', kind: 'text', where: 'links on the page' },
  { foreground: 'primary', background: 'accentSurface', kind: 'text', where: 'links in banners, icons' },
  { foreground: 'primaryHover', background: 'surface', kind: 'text', where: 'hovered links' },
  { foreground: 'onPrimary', background: 'primary', kind: 'text', where: 'header, primary buttons' },
  { foreground: 'onPrimary', background: 'primaryHover', kind: 'text', where: 'hovered primary button' },
  { foreground: 'error', background: 'surface', kind: 'text', where: 'field errors' },
  { foreground: 'error', background: 'page', kind: 'text', where: 'field errors on the page' },
  { foreground: 'errorText', background: 'errorSurface', kind: 'text', where: 'error alerts' },
  { foreground: 'successText', background: 'successSurface', kind: 'text', where: 'success alerts' },
  { foreground: 'warningText', background: 'warningSurface', kind: 'text', where: 'warning alerts' },
  { foreground: 'onDisabled', background: 'disabled', kind: 'text', where: 'disabled buttons' },
  { foreground: 'focus', background: 'surface', kind: 'ui', where: 'focus ring on cards' },
  { foreground: 'focus', background: 'page', kind: 'ui', where: 'focus ring on the page' },
  { foreground: 'focus', background: 'accentSurface', kind: 'ui', where: 'focus ring in banners' },
  { foreground: 'onPrimary', background: 'primary', kind: 'ui', where: 'focus ring in the header' },
  { foreground: 'inputBorder', background: 'surface', kind: 'ui', where: 'text field boundary' },
  { foreground: 'primary', background: 'surface', kind: 'ui', where: 'checkbox and radio boundary' },
  { foreground: 'error', background: 'errorSurface', kind: 'ui', where: 'error alert edge' },
  { foreground: 'warning', background: 'warningSurface', kind: 'ui', where: 'warning alert edge' },
  { foreground: 'success', background: 'surface', kind: 'ui', where: 'success alert edge' },
  { foreground: 'info', background: 'surface', kind: 'ui', where: 'info alert edge' },
];

/** The minimum ratio of a pair's kind (WCAG 2.1 AA). */
export const MINIMUM_CONTRAST = { text: 4.5, ui: 3 } as const;

export function getColor(tokens: BrandTokens, token: ColorToken): string {
  return token in tokens.colors
    ? tokens.colors[token as keyof BrandColors]
    : SHARED_COLORS[token as SharedColor];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.1 definition). */
export function getLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => channel(Number.parseInt(part ?? '0', 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function getContrastRatio(a: string, b: string): number {
  const [light, dark] = [getLuminance(a), getLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
