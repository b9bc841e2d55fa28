import { NotFoundScreen } from '@ldn/feature-pages';

/** [S2.23] The catch-all route. */
export function Component() {
  return <NotFoundScreen />;
}
