import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createScreenActions,
  ScreenActionsProvider,
  useScreenAction,
  useScreenActions,
} from './screen-actions';

describe('screen actions', () => {
  it('[S2.56] runs the handler a page registered for its bar button', () => {
    const actions = createScreenActions();
    const save = vi.fn();
    actions.register('saveSettings', save);
    expect(actions.run('saveSettings')).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('[S2.56] answers false when no page handles the action', () => {
    expect(createScreenActions().run('addToList')).toBe(false);
  });

  it('[S2.56] keeps the latest registration when an older one leaves', () => {
    const actions = createScreenActions();
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = actions.register('saveChanges', first);
    const leaveSecond = actions.register('saveChanges', second);
    leaveFirst();
    actions.run('saveChanges');
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    leaveSecond();
    expect(actions.run('saveChanges')).toBe(false);
  });

  it('[S2.54] a mounted page handles its action with its latest state, and not after it leaves', () => {
    const actions = createScreenActions();
    const seen: number[] = [];
    function Page() {
      const [count, setCount] = useState(0);
      useScreenAction('addToCart', () => seen.push(count));
      return (
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          plus
        </button>
      );
    }
    const { getByRole, unmount } = render(
      <ScreenActionsProvider actions={actions}>
        <Page />
      </ScreenActionsProvider>,
    );
    act(() => getByRole('button').click());
    act(() => void actions.run('addToCart'));
    expect(seen).toEqual([1]);
    unmount();
    expect(actions.run('addToCart')).toBe(false);
  });

  it('refuses to be used without a provider', () => {
    function Orphan() {
      useScreenActions();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useScreenActions needs a ScreenActionsProvider');
  });
});
