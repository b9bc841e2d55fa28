import { SellerHelpScreen } from '@ldn/feature-pages';

/** [S2.17] `/kiosk/seller/help`: the staff guide. */
export function Component() {
  return <SellerHelpScreen />;
}
