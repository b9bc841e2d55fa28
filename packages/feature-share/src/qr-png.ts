import { toDataURL } from 'qrcode';
import { QR_ERROR_CORRECTION, QR_MARGIN } from './qr-code';

/** The side of the downloaded image, in pixels: sharp when printed on an A6 announcement. */
export const QR_PNG_WIDTH = 1024;

/** [S2.40] The QR code of `text` as a PNG data URL, black on white. */
export function qrPngDataUrl(text: string): Promise<string> {
  return toDataURL(text, {
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: QR_MARGIN,
    width: QR_PNG_WIDTH,
    color: { dark: '#000000FF', light: '#FFFFFFFF' },
  });
}

/**
 * [S2.40] Downloads the QR code of `text` as a PNG named `fileName`, through a temporary link with
 * the `download` attribute (no pop-up, no new tab).
 */
export async function downloadQrPng(
  text: string,
  fileName: string,
  doc: Document = document,
): Promise<void> {
  const link = doc.createElement('a');
  link.href = await qrPngDataUrl(text);
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
}
