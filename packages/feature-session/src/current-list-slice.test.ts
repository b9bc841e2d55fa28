import { listsApi, type BirthList } from '@ldn/api-client';
import { listWith, makeTestStore, startTestApi } from '@ldn/test-kit';
import { describe, expect, it } from 'vitest';
import {
  currentListSlice,
  listReset,
  selectCurrentList,
  selectCurrentListId,
  selectCurrentListPhase,
  selectIsListOwner,
} from './current-list-slice';

/** A store with the current list's slice, whose api answers the list read with `list`. */
function listStore(list: BirthList) {
  startTestApi({
    api: { '/getItemsOfListByIdAndCompanyAndCriterias/': { status: 200, body: list } },
  });
  return makeTestStore([currentListSlice]);
}

/** Léa's list, its wallet holding 42,50 € (the slice reads `walletAmount` in cents). */
const listAnswer = (status: 'DRAFT' | 'VALIDATED' | 'CLOSED', isOwner: boolean) =>
  listWith('demo00parent', { status, isOwner, walletAmount: 4_250 });

const loadList = async (store: ReturnType<typeof listStore>) => {
  const request = store.dispatch(listsApi.endpoints.getList.initiate({ listId: 'demo00parent' }));
  await request;
  request.unsubscribe();
};

describe('current list slice', () => {
  it('[S2.31] starts with no list', () => {
    const store = listStore(listAnswer('VALIDATED', true));
    expect(selectCurrentList(store.getState())).toBeNull();
    expect(selectCurrentListId(store.getState())).toBeNull();
    expect(selectCurrentListPhase(store.getState())).toBeNull();
    expect(selectIsListOwner(store.getState())).toBe(false);
  });

  it('[S2.59] a guest’s answer carries no wallet: the current list holds 0, which no guest bar shows', async () => {
    const {
      walletAmount: _balance,
      walletTotalAmount: _total,
      ...guest
    } = listAnswer('VALIDATED', false);
    const store = listStore(guest as BirthList);
    await loadList(store);
    expect(selectCurrentList(store.getState())).toEqual({
      id: 'demo00parent',
      phase: 'published',
      isOwner: false,
      walletAmountCents: 0,
    });
  });

  it.each([
    ['VALIDATED', 'published'],
    ['CLOSED', 'closed'],
    ['DRAFT', 'draft'],
  ] as const)(
    '[S2.31] [S4.1] a loaded %s list becomes the current list, phase %s',
    async (status, phase) => {
      const store = listStore(listAnswer(status, true));
      await loadList(store);
      expect(selectCurrentList(store.getState())).toEqual({
        id: 'demo00parent',
        phase,
        isOwner: true,
        walletAmountCents: 4_250,
      });
      expect(selectCurrentListId(store.getState())).toBe('demo00parent');
      expect(selectCurrentListPhase(store.getState())).toBe(phase);
      expect(selectIsListOwner(store.getState())).toBe(true);
    },
  );

  it('[S3.3] a relative is not the owner', async () => {
    const store = listStore(listAnswer('VALIDATED', false));
    await loadList(store);
    expect(selectIsListOwner(store.getState())).toBe(false);
  });

  it('[S2.35] the list is reset (non-list pages)', async () => {
    const store = listStore(listAnswer('VALIDATED', true));
    await loadList(store);
    store.dispatch(listReset());
    expect(selectCurrentList(store.getState())).toBeNull();
    expect(currentListSlice.reducer(undefined, listReset())).toEqual({ list: null });
  });
});
