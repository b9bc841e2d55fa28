import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { QrCode, qrMatrix, qrPath, QR_MARGIN } from './qr-code';
import { qrPngDataUrl, QR_PNG_WIDTH } from './qr-png';
import { decodeQrSvg } from './test/decode-qr';

const URL = 'https://liste.exemple.fr/list/demo00parent';

describe('QrCode', () => {
  it('[S2.40] is a named image that decodes to its value', async () => {
    const { container } = renderWithProviders(<QrCode value={URL} label="QR code du lien" />);
    const image = await screen.findByRole('img', { name: 'QR code du lien' });
    expect(decodeQrSvg(image)).toBe(URL);
    await expectNoAxeViolations(container);
  });

  it('[S2.40] a 4-module quiet zone around the symbol', () => {
    const matrix = qrMatrix(URL);
    const path = qrPath(matrix);
    const xs = [...path.matchAll(/M(\d+) (\d+)/g)].map((match) => Number(match[1]));
    expect(Math.min(...xs)).toBe(QR_MARGIN);
    expect(Math.max(...xs)).toBe(QR_MARGIN + matrix.size - 1);
  });

  it('[S2.40] the PNG of the download is a data URL of a PNG image', async () => {
    const dataUrl = await qrPngDataUrl(URL);
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
    // PNG signature, then the IHDR chunk's width and height.
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(bytes.readUInt32BE(16)).toBe(QR_PNG_WIDTH);
    expect(bytes.readUInt32BE(20)).toBe(QR_PNG_WIDTH);
  });
});
