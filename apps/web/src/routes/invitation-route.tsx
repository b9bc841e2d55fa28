import { InvitationScreen } from '@ldn/feature-account';

/** `/invitation/:token`: the co-parent accepts the holder's invitation (signed in, not staff). */
export function Component() {
  return <InvitationScreen />;
}
