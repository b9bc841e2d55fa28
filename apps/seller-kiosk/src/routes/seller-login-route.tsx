import { hrefFor } from '@ldn/domain';
import { SellerLoginScreen } from '@ldn/feature-seller';
import { kioskPageLoginHref } from '../kiosk/kiosk-services';

/** [S2.14] `/kiosk/seller/login`: staff sign in through the external login, back to SellerPage. */
export function Component() {
  return <SellerLoginScreen loginHref={kioskPageLoginHref(hrefFor('SellerPage'))} />;
}
