import { ParametersScreen } from '@ldn/feature-account';

/** [S2.18] [S2.45] `/parameters`: contact store and notification frequency (not for staff). */
export function Component() {
  return <ParametersScreen />;
}
