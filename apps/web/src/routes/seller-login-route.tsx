import { hrefFor } from '@ldn/domain';
import { SellerLoginScreen } from '@ldn/feature-seller';
import { loginHref } from '../app/environment';

/** [S2.14] `/seller/login`: staff sign in through the external login, back to SellerPage. */
export function Component() {
  return <SellerLoginScreen loginHref={loginHref(hrefFor('SellerPage'))} />;
}
