import { SellerHelpScreen } from '@ldn/feature-pages';

/** [S2.17] `/seller/help`: the staff guide. */
export function Component() {
  return <SellerHelpScreen />;
}
