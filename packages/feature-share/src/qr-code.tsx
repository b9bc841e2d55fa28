import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { useMemo } from 'react';
import styled from 'styled-components';

/**
 * 'M' recovers 15 % of a damaged symbol: a printed announcement that got folded still scans, and
 * the code of a list address stays small (version 3 or 4).
 */
export const QR_ERROR_CORRECTION: QRCodeErrorCorrectionLevel = 'M';
/** The quiet zone around the symbol, in modules (ISO/IEC 18004 asks for 4). */
export const QR_MARGIN = 4;

/** A QR symbol: `size` modules a side, `dark(x, y)` for each. */
export interface QrMatrix {
  readonly size: number;
  readonly dark: (x: number, y: number) => boolean;
}

/** [S2.40] The QR symbol of `text`. */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return { size: modules.size, dark: (x, y) => modules.get(y, x) === 1 };
}

/**
 * The dark modules as one SVG path, one unit square each (`M x y h1v1h-1z`), shifted by the quiet
 * zone: a single element whatever the symbol, drawn crisp at any size.
 */
export function qrPath(matrix: QrMatrix, margin: number = QR_MARGIN): string {
  const parts: string[] = [];
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (matrix.dark(x, y)) parts.push(`M${x + margin} ${y + margin}h1v1h-1z`);
    }
  }
  return parts.join('');
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 240px;
  height: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface QrCodeProps {
  /** What the code holds: the list's public address. */
  readonly value: string;
  /** The image's accessible name. */
  readonly label: string;
}

/**
 * [S2.40] A QR code drawn as SVG from the `qrcode` package's matrix (no canvas, so it renders on
 * the server and in tests alike), black on white whatever the theme, as scanners expect. It is an
 * image named by `label`.
 */
export function QrCode({ value, label }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const side = matrix.size + 2 * QR_MARGIN;
  return (
    <Svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={side} height={side} fill="#FFFFFF" />
      <path d={qrPath(matrix)} fill="#000000" />
    </Svg>
  );
}
