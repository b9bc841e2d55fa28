import { useDeferredValue } from 'react';

/**
 * `open`, except that an opening is rendered after the event that asked for it, in a render of
 * its own (a transition): the event's task (a store's update is always rendered at once) stays
 * short, and the popup mounts in the next one. A closing is rendered at once.
 */
export function useOpenedApart(open: boolean): boolean {
  const deferred = useDeferredValue(open);
  return open && deferred;
}
