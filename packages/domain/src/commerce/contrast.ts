/**
 * [S3.9] WCAG 2 contrast, to prove that each availability badge is readable: normal text needs a
 * contrast ratio of at least 4.5:1 (success criterion 1.4.3, level AA).
 * https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio
 */

/** WCAG AA minimum contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOR = /^#([0-9a-f]{6})$/i;

/** One sRGB channel (0..255) to its linear value, as WCAG defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * The WCAG relative luminance of a `#RRGGBB` colour, from 0 (black) to 1 (white).
 * Throws on anything else: colours are constants of the code, a bad one is a bug.
 */
export function relativeLuminance(hex: string): number {
  const digits = HEX_COLOR.exec(hex)?.[1];
  if (digits === undefined) throw new RangeError(`Expected a #RRGGBB colour, got ${hex}`);
  const value = Number.parseInt(digits, 16);
  const red = linear((value >> 16) & 0xff);
  const green = linear((value >> 8) & 0xff);
  const blue = linear(value & 0xff);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two `#RRGGBB` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
