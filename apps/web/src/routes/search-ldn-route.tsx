import { ListSearchScreen } from '@ldn/feature-list-search';

/** [S2.19] [S2.46] `/list/search`: a relative finds a list to participate in. */
export function Component() {
  return <ListSearchScreen />;
}
