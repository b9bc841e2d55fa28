/**
 * @ldn/feature-share: the Share screen (ShareListPublished, `/list/{id}/partage`), over the share
 * hook of `@ldn/api-client`. Named re-exports (house style rule 2).
 */
export { ShareScreen } from './share-screen';
export type { ShareScreenProps } from './share-screen';
export { ShareView } from './share-view';
export type { ShareViewProps, CopyStatus } from './share-view';
export { ShareByEmailForm, recipientsToSend } from './share-by-email-form';
export type { ShareByEmailFormProps, SendState } from './share-by-email-form';
export { QrCode, qrMatrix, qrPath, QR_MARGIN, QR_ERROR_CORRECTION } from './qr-code';
export type { QrCodeProps, QrMatrix } from './qr-code';
export { qrPngDataUrl, downloadQrPng, QR_PNG_WIDTH } from './qr-png';
export { publicListUrl, copyText, canShareNatively, shareNatively } from './share-link';
export type { CopyOutcome, NativeShareData } from './share-link';
export { shareErrorMessage } from './api-error';
export { MAX_RECIPIENTS, MESSAGE_MAX_LENGTH } from './share-limits';
export { shareMessages } from './messages';
