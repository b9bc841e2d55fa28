import { ActivityScreen } from '@ldn/feature-activity';

/**
 * [S2.7] [S2.41] `/list/{id}/activite`: the contributions, the reward, thanks, returns, staff
 * cancellations, and closing the list (the page stays: a Cloturée list keeps its activity).
 */
export function Component() {
  return <ActivityScreen onListClosed={() => window.scrollTo({ top: 0 })} />;
}
