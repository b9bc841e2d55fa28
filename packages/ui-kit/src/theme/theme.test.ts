import {
  AVAILABILITY_STYLES,
  contrastRatio,
  DRAWER_WIDTH_PX,
  MIN_TEXT_CONTRAST,
} from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const { colors } = theme;

/** Every text colour the kit draws on a background, with that background. */
const TEXT_PAIRS: readonly (readonly [string, string, string])[] = [
  ['text on background', colors.text, colors.background],
  ['text on surface', colors.text, colors.surface],
  ['text on surfaceAlt', colors.text, colors.surfaceAlt],
  ['muted on background', colors.muted, colors.background],
  ['muted on surface', colors.muted, colors.surface],
  ['muted on surfaceAlt', colors.muted, colors.surfaceAlt],
  ['onPrimary on primary', colors.onPrimary, colors.primary],
  ['onPrimary on primaryHover', colors.onPrimary, colors.primaryHover],
  ['primary on surface', colors.primary, colors.surface],
  ['primary on background', colors.primary, colors.background],
  ['secondary on surface', colors.secondary, colors.surface],
  ['secondary on surfaceAlt', colors.secondary, colors.surfaceAlt],
  ['onSecondary on secondary', colors.onSecondary, colors.secondary],
  ['danger on surface', colors.danger, colors.surface],
  ['onDanger on danger', colors.onDanger, colors.danger],
  ['text on successSurface', colors.text, colors.successSurface],
  ['text on dangerSurface', colors.text, colors.dangerSurface],
  ['success on successSurface', colors.success, colors.successSurface],
  ['warning on warningSurface', colors.warning, colors.warningSurface],
  ['danger on dangerSurface', colors.danger, colors.dangerSurface],
  ['onBannerYellow on bannerYellow', colors.onBannerYellow, colors.bannerYellow],
  ['onBannerRed on bannerRed', colors.onBannerRed, colors.bannerRed],
];

/** WCAG 1.4.11 Non-text Contrast: what shows a control's boundary or state needs 3:1. */
const MIN_NON_TEXT_CONTRAST = 3;

/**
 * Every colour that alone draws a control's boundary or the focus, with the background it sits
 * on: text fields' borders (the kit's `inputStyle`, the overlay's search and price fields) are
 * `muted`; `border` only separates cards and bars, which need no contrast.
 */
const NON_TEXT_PAIRS: readonly (readonly [string, string, string])[] = [
  ['field border (muted) on surface', colors.muted, colors.surface],
  ['field border (muted) on background', colors.muted, colors.background],
  ['invalid field border (danger) on surface', colors.danger, colors.surface],
  ['focus ring on surface', colors.focus, colors.surface],
  ['focus ring on background', colors.focus, colors.background],
  ['focus ring on surfaceAlt', colors.focus, colors.surfaceAlt],
];

describe('theme', () => {
  it.each(TEXT_PAIRS)(
    'reaches WCAG AA contrast (4.5:1) for %s',
    (_name, foreground, background) => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it.each(NON_TEXT_PAIRS)(
    'reaches WCAG 1.4.11 non-text contrast (3:1) for %s',
    (_name, foreground, background) => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(MIN_NON_TEXT_CONTRAST);
    },
  );

  it('[S3.9] takes the availability colours from the domain', () => {
    expect(colors.availability).toBe(AVAILABILITY_STYLES);
  });

  it('[S2.60] [S9.12] takes the drawer width from the domain (360 px)', () => {
    expect(theme.layout.drawerWidthPx).toBe(DRAWER_WIDTH_PX);
    expect(theme.layout.drawerWidthPx).toBe(360);
  });

  it('is mobile first: desktop from 768 px, wide from 1200 px, touch targets of 44 px', () => {
    expect(theme.media.up.md).toBe('@media (min-width: 768px)');
    expect(theme.media.up.lg).toBe('@media (min-width: 1200px)');
    expect(theme.media.down.md).toBe('@media (max-width: 767.98px)');
    expect(theme.layout.touchTargetPx).toBeGreaterThanOrEqual(44);
  });
});
