import { hrefFor } from '@ldn/domain';
import { SellerLoginScreen } from '@ldn/feature-seller';
import { useShellChrome } from '../shell-chrome';

/** [S2.14] `/seller/login`: staff sign in through the external login, back to SellerPage. */
export function Component() {
  const { loginHref } = useShellChrome();
  return <SellerLoginScreen loginHref={loginHref(hrefFor('SellerPage'))} />;
}
