import { describe, expect, it } from 'vitest';
import {
  assistantClosed,
  assistantOpened,
  menuClosed,
  menuOpened,
  navigationSettled,
  navigationStarted,
  notFoundShown,
  productStockShown,
  selectAssistantNavigateTo,
  selectAssistantOpen,
  selectProductPermanentlyOutOfStock,
  selectMenuOpen,
  selectNotFoundShown,
  selectPendingLocation,
  uiSlice,
} from './ui-slice';

const { reducer } = uiSlice;
const root = (ui: ReturnType<typeof reducer>) => ({ ui });

describe('ui slice', () => {
  it('[S2.27] [S2.60] opens and closes the menu', () => {
    const open = reducer(undefined, menuOpened());
    expect(selectMenuOpen(root(open))).toBe(true);
    expect(selectMenuOpen(root(reducer(open, menuClosed())))).toBe(false);
  });

  it('[S2.26] opens and closes the assistant panel', () => {
    const open = reducer(undefined, assistantOpened());
    expect(selectAssistantOpen(root(open))).toBe(true);
    expect(selectAssistantOpen(root(reducer(open, assistantClosed())))).toBe(false);
  });

  it('[S2.35] remembers the pending location until the navigation settles', () => {
    const pending = reducer(undefined, navigationStarted('/list/42?x=1'));
    expect(selectPendingLocation(root(pending))).toBe('/list/42?x=1');
    expect(selectPendingLocation(root(reducer(pending, navigationSettled())))).toBeNull();
  });

  it('[S2.23] shows Not found in place until the next navigation', () => {
    const shown = reducer(undefined, notFoundShown());
    expect(selectNotFoundShown(root(shown))).toBe(true);
    expect(selectNotFoundShown(root(reducer(shown, navigationStarted('/'))))).toBe(false);
  });

  it('[S2.49] opens the overlay in navigation mode on a category path, and forgets it on close', () => {
    const open = reducer(undefined, assistantOpened({ navigateTo: 'outings/poussettes' }));
    expect(selectAssistantNavigateTo(root(open))).toBe('outings/poussettes');
    const closed = reducer(open, assistantClosed());
    expect(selectAssistantOpen(root(closed))).toBe(false);
    expect(selectAssistantNavigateTo(root(closed))).toBeNull();
    expect(selectAssistantNavigateTo(root(reducer(closed, assistantOpened())))).toBeNull();
  });

  it("[S2.58] keeps the shown product's permanent stock-out until the next navigation", () => {
    const shown = reducer(undefined, productStockShown({ permanentlyOutOfStock: true }));
    expect(selectProductPermanentlyOutOfStock(root(shown))).toBe(true);
    expect(selectProductPermanentlyOutOfStock(root(reducer(shown, navigationStarted('/'))))).toBe(
      false,
    );
  });
});
