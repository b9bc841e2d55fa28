import { AVAILABILITY_STYLES, DRAWER_WIDTH_PX } from '@ldn/domain';

/**
 * The design tokens of the birth-list front end: a warm, friendly palette (raspberry, teal, cream)
 * whose every text/background pair reaches WCAG AA (4.5:1, checked by theme.test.ts with the
 * domain's `contrastRatio`), a type scale, spacing, radii, shadows, mobile-first breakpoints and a
 * z-index scale. Components read them through styled-components' `theme` (typed below).
 */

/** Colours, as `#RRGGBB`. `on*` colours are the text drawn on the colour of the same name. */
const colors = {
  /** Buttons and links of the main action. */
  primary: '#B0413E',
  primaryHover: '#8E302D',
  onPrimary: '#FFFFFF',
  /** Second-level actions. */
  secondary: '#2E6B6B',
  onSecondary: '#FFFFFF',
  /** The page behind the cards: a warm cream. */
  background: '#FFF8F3',
  /** Cards, bars, dialogs. */
  surface: '#FFFFFF',
  /** A tinted surface (hover, selected rows, the drawer's footer). */
  surfaceAlt: '#FCEDE4',
  border: '#E4D2C7',
  text: '#2B2330',
  /** Secondary text (hints, counters, versions). */
  muted: '#675A62',
  success: '#1B6B3A',
  successSurface: '#E6F4EA',
  warning: '#8A4B00',
  warningSurface: '#FFF1DC',
  danger: '#B3261E',
  dangerSurface: '#FDECEA',
  onDanger: '#FFFFFF',
  /** Keyboard focus ring. */
  focus: '#1A5FB4',
  /** [S1.7] The environment banners: yellow for STAGING, red for any other non-PROD label. */
  bannerYellow: '#FFD54F',
  onBannerYellow: '#2B2330',
  bannerRed: '#B3261E',
  onBannerRed: '#FFFFFF',
  /** [S3.9] The availability badges, from the domain (fill, text, label). */
  availability: AVAILABILITY_STYLES,
} as const;

/** Type scale (rem, with a 16 px root), weights and line heights. */
const typography = {
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
} as const;

/** Spacing steps (px), multiples of 4. */
const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
} as const;

const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

const shadows = {
  sm: '0 1px 2px rgba(43, 35, 48, 0.12)',
  md: '0 4px 12px rgba(43, 35, 48, 0.14)',
  lg: '0 12px 32px rgba(43, 35, 48, 0.22)',
} as const;

/** Mobile first: styles are written for phones, then widened at `md` (desktop) and `lg`. */
const breakpoints = { md: 768, lg: 1200 } as const;

/**
 * Media queries. `up.*` widen mobile-first styles; `down.md` hides desktop-only parts below the
 * desktop switch.
 */
const media = {
  up: {
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
  },
  down: { md: `@media (max-width: ${breakpoints.md - 0.02}px)` },
  /** Animations only for those who did not ask the system for reduced motion. */
  motionOk: '@media (prefers-reduced-motion: no-preference)',
} as const;

/** Stacking order, lowest first. */
const zIndex = {
  base: 0,
  banner: 100,
  topBar: 200,
  bottomBar: 200,
  overlay: 300,
  dialog: 310,
  menu: 400,
  toast: 500,
} as const;

const layout = {
  /** [S2.60] [S9.12] The drawer's width on desktop (full width on mobile). */
  drawerWidthPx: DRAWER_WIDTH_PX,
  /** The smallest touch target (WCAG 2.5.5, and the seller kiosk's requirement). */
  touchTargetPx: 44,
  topBarHeightPx: 56,
  bottomBarHeightPx: 64,
  contentMaxWidthPx: 1200,
} as const;

export const theme = {
  colors,
  typography,
  space,
  radii,
  shadows,
  breakpoints,
  media,
  zIndex,
  layout,
} as const;

/** The shape of the theme: styled-components' `DefaultTheme` extends it (below). */
export type Theme = typeof theme;

// Gives every styled component a typed `props.theme`, in this package and in every package that
// imports `@ldn/ui-kit` (this module is part of their program through the package's index).
// https://styled-components.com/docs/api#create-a-declarations-file
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
