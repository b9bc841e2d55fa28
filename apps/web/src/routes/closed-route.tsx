import { ClosedScreen } from '@ldn/feature-pages';

/** [S2.21] `/closed`. */
export function Component() {
  return <ClosedScreen />;
}
