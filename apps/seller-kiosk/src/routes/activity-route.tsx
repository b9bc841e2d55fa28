import { ActivityScreen } from '@ldn/feature-activity';

/** [S2.7] [S2.41] `/kiosk/list/{id}/activite`: the list's contributions, gifts and closing. */
export function Component() {
  return <ActivityScreen onListClosed={() => window.scrollTo({ top: 0 })} />;
}
