import { MentionsScreen } from '@ldn/feature-pages';

/** [S2.20] `/mentions`. */
export function Component() {
  return <MentionsScreen />;
}
