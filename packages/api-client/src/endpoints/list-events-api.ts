import { apiClientConfig } from '../config';
import { ldnApi } from '../ldn-api';
import { company, segment } from './paths';

/** The live channel of a list, as a screen reads it. */
export interface ListLiveState {
  /** The stream is open (it reopens by itself after a cut). */
  readonly connected: boolean;
  /** Changes announced since the screen started following the list. */
  readonly changes: number;
}

/** The address of a list's live channel (server-sent events), on the api base. */
export const listEventsUrl = (listId: string): string =>
  `${apiClientConfig().apiBase}/ldn/public/v1/getListEventsByCompanyAndListId/${company()}/${segment(listId)}`;

/**
 * The live list (docs/decisions.md, "The live list"): while a screen follows a list, an
 * `EventSource` on its channel; each committed change of the list (a gift by someone else, a
 * hold, a cancellation, the owner's edit) invalidates the list (`List`, every read of it is
 * fetched again) and the cart (`Cart`: its lines' `qtyMax` follow the list). The events carry no
 * data of their own: what changed is read through the usual, access-checked calls.
 *
 * RTK Query's streaming pattern (`onCacheEntryAdded`): the stream opens with the first screen
 * that follows the list and closes once none does (`keepUnusedDataFor: 0`, so an unmounted screen
 * closes it at once). Nothing opens where `EventSource` does not exist (the server's render).
 * After a cut the browser reopens the stream; its `ready` event then refreshes the list, since
 * changes made meanwhile were not announced.
 */
export const listEventsApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** Follows a list live; its data says whether the stream is open. */
    followList: build.query<ListLiveState, string>({
      queryFn: () => ({ data: { connected: false, changes: 0 } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        listId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
      ) {
        const EventSourceClass = globalThis.EventSource as typeof EventSource | undefined;
        if (EventSourceClass === undefined) return;
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const source = new EventSourceClass(listEventsUrl(listId), { withCredentials: true });
        const refresh = () =>
          dispatch(ldnApi.util.invalidateTags([{ type: 'List', id: listId }, 'Cart']));
        let readyCount = 0;
        source.addEventListener('ready', () => {
          readyCount += 1;
          updateCachedData((state) => ({ ...state, connected: true }));
          if (readyCount > 1) refresh();
        });
        source.addEventListener('list-changed', () => {
          updateCachedData((state) => ({ ...state, changes: state.changes + 1 }));
          refresh();
        });
        source.addEventListener('error', () => {
          updateCachedData((state) => ({ ...state, connected: false }));
        });
        await cacheEntryRemoved;
        source.close();
      },
    }),
  }),
});

export const { useFollowListQuery } = listEventsApi;
