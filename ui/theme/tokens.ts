/**
 * The design tokens as typed data. Names say what a value is for, never what it looks like;
 * the one theme (`theme.css.ts`) writes them into the global theme contract (`vars.css.ts`).
 */

/** §9: mobile below 768px, tablet 768 to 1023, desktop 1024 and up. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Media queries derived from the breakpoints, for vanilla-extract `@media` blocks and `sizes` attributes. */
export const MEDIA = {
  mobile: `screen and (max-width: ${BREAKPOINTS.tablet - 1}px)`,
  tablet: `screen and (min-width: ${BREAKPOINTS.tablet}px)`,
  desktop: `screen and (min-width: ${BREAKPOINTS.desktop}px)`,
  /** Devices that can hover: hover-only affordances stay visible everywhere else. */
  canHover: '(hover: hover) and (pointer: fine)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * Matches the page once the browser is known to run its scripts (index.html marks `<html data-js>`
 * before anything is drawn): what only serves pages without JavaScript (a form's submit button, a
 * panel the app turns into a drawer) hides under it from the first paint, so hydration removing it
 * moves nothing.
 */
export const SCRIPTED = 'html[data-js]';

/** The spacing grid: every gap and padding is a multiple of 4px. */
export const SPACE_SCALE = ['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const;
export type Space = (typeof SPACE_SCALE)[number];
const GRID_UNIT = 4;
const spaceSteps: Record<Space, number> = { none: 0, xxsmall: 1, xsmall: 2, small: 3, medium: 4, large: 6, xlarge: 8, xxlarge: 12 };

export const FONT_SIZES = ['xsmall', 'small', 'standard', 'large', 'xlarge', 'xxlarge'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const RADII = ['none', 'small', 'medium', 'large', 'full'] as const;
export type Radius = (typeof RADII)[number];

/**
 * The font that ships with the product (@fontsource-variable/inter, declared in fonts.css.ts), then
 * local fonts scaled to Inter's metrics (fonts.css.ts: text keeps its width before the web font is
 * there), then the system stack.
 */
const FONT_STACK = "'Inter Variable', Inter, 'Inter Fallback', 'Inter Fallback DejaVu', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const tokens = {
  color: {
    accent: '#1f4fd1',
    accentHover: '#173ca3',
    onAccent: '#ffffff',
    critical: '#b3261e',
    criticalSurface: '#fdecea',
    positive: '#1b6e3a',
    positiveSurface: '#e6f4ea',
    caution: '#8a5300',
    cautionSurface: '#fff4e0',
    vip: '#6f540e',
    vipSurface: '#f7efd8',
    /** Text and icons on the golden VIP gradient (5.4:1 on its darkest stop). */
    onVip: '#3a2904',
    vipBorder: '#d4af37',
    /** Text on the coupon gradients (each at least 4.6:1 against white). */
    onCoupon: '#ffffff',
    discount: '#c4122f',
    onDiscount: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f4f6',
    surfaceRaised: '#ffffff',
    skeleton: '#e6e6ea',
    scrim: 'rgba(16, 16, 24, 0.48)',
    text: '#16161d',
    textMuted: '#595966',
    textOnMedia: '#ffffff',
    border: '#d9d9e0',
    borderStrong: '#8c8c99',
    focusRing: '#1f4fd1',
  },
  font: {
    family: FONT_STACK,
    weight: { regular: '400', medium: '500', strong: '650' },
    size: { xsmall: '12px', small: '14px', standard: '16px', large: '18px', xlarge: '22px', xxlarge: '28px' } satisfies Record<FontSize, string>,
    lineHeight: { xsmall: '16px', small: '20px', standard: '24px', large: '26px', xlarge: '28px', xxlarge: '36px' } satisfies Record<FontSize, string>,
  },
  space: Object.fromEntries(SPACE_SCALE.map((name) => [name, `${spaceSteps[name] * GRID_UNIT}px`])) as Record<Space, string>,
  radius: { none: '0px', small: '4px', medium: '8px', large: '16px', full: '9999px' } satisfies Record<Radius, string>,
  /** §2 coupon cards: one gradient per discount type, and the golden VIP-exclusive one. */
  gradient: {
    couponPercentage: 'linear-gradient(135deg, #3d2fc9 0%, #7b2fd0 100%)',
    couponFixed: 'linear-gradient(135deg, #b4173c 0%, #d1402a 100%)',
    couponFreeShipping: 'linear-gradient(135deg, #065f63 0%, #0d7a57 100%)',
    couponOther: 'linear-gradient(135deg, #2a2f3b 0%, #4b5263 100%)',
    vip: 'linear-gradient(135deg, #f8e9b8 0%, #e0bb55 38%, #f5df95 62%, #c99a2e 100%)',
  },
  border: { width: '1px', focusWidth: '2px', focusOffset: '2px' },
  shadow: {
    small: '0 1px 2px rgba(16, 16, 24, 0.08)',
    medium: '0 4px 12px rgba(16, 16, 24, 0.12)',
    large: '0 12px 32px rgba(16, 16, 24, 0.18)',
  },
  /** Stacking order: a later layer is always above an earlier one. */
  layer: { base: '0', raised: '1', sticky: '100', overlay: '1000', dialog: '1100', toast: '1200' },
  motion: {
    duration: { quick: '120ms', standard: '200ms', slow: '400ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', enter: 'cubic-bezier(0, 0, 0, 1)', exit: 'cubic-bezier(0.3, 0, 1, 1)' },
  },
  size: {
    /** Visually-hidden text and hairline borders. */
    hairline: '1px',
    touchTarget: '44px',
    iconSmall: '16px',
    iconStandard: '20px',
    iconLarge: '24px',
    /** §2: the brand logo on a product card is at most 80px wide. */
    brandLogoMaxWidth: '80px',
    brandLogoHeight: '24px',
    /** §2: the chat window on screens from 768px (below, it fills the screen). */
    chatWindowWidth: '420px',
    chatWindowHeight: '640px',
  },
} as const;

export type Tokens = typeof tokens;
