import { describe, expect, it } from 'vitest';
import {
  assistantClosed,
  assistantOpened,
  menuClosed,
  menuOpened,
  navigationSettled,
  navigationStarted,
  notFoundShown,
  selectAssistantOpen,
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
});
