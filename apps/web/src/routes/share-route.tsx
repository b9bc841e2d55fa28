import { ShareScreen } from '@ldn/feature-share';

/** [S2.5] [S2.40] `/list/{id}/partage`: the public link, its QR code and the invitation by e-mail. */
export function Component() {
  return <ShareScreen />;
}
