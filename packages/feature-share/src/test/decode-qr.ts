import jsQR from 'jsqr';

/** Pixels per module when the SVG is rasterised for decoding. */
const SCALE = 6;

/**
 * Decodes the QR code drawn by an `<svg>` of `QrCode`: reads its viewBox and the unit squares of
 * its path (`M x y h1v1h-1z`), paints them black on white at {@link SCALE} pixels per module, and
 * asks jsQR (a decoder independent of the `qrcode` package) what the image says. `null` when
 * nothing decodes.
 */
export function decodeQrSvg(svg: Element): string | null {
  const viewBox = svg.getAttribute('viewBox')?.split(' ').map(Number) ?? [];
  const side = viewBox[2] ?? 0;
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  const dark = new Set<string>();
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) dark.add(`${x},${y}`);
  const width = side * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const isDark = dark.has(`${Math.floor(px / SCALE)},${Math.floor(py / SCALE)}`);
      const offset = (py * width + px) * 4;
      const value = isDark ? 0 : 255;
      pixels[offset] = value;
      pixels[offset + 1] = value;
      pixels[offset + 2] = value;
      pixels[offset + 3] = 255;
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}
