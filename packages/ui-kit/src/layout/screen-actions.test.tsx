import { act, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createScreenActions,
  ScreenActionsProvider,
  useScreenAction,
  useScreenActionStates,
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

  it('[S2.54] [S5.5] a disabled or busy action does not run, and its state reaches subscribers', () => {
    const actions = createScreenActions();
    const add = vi.fn();
    const seen: boolean[] = [];
    actions.subscribe(() => seen.push(actions.states().get('addToCart')?.disabled ?? false));
    actions.register('addToCart', add, { disabled: true, busy: false, reason: 'Déjà offert.' });
    expect(actions.run('addToCart')).toBe(false);
    actions.setState('addToCart', add, { disabled: false, busy: true });
    expect(actions.run('addToCart')).toBe(false);
    actions.setState('addToCart', add, { disabled: false, busy: false });
    expect(actions.run('addToCart')).toBe(true);
    expect(add).toHaveBeenCalledTimes(1);
    // A handler no longer registered cannot change the state of the current one.
    actions.setState('addToCart', vi.fn(), { disabled: true, busy: false });
    expect(actions.states().get('addToCart')?.disabled).toBe(false);
    expect(seen).toEqual([true, false, false]);
  });

  it('[S2.54] [S5.5] the shell sees the state a page gives its action, as it changes and leaves', () => {
    const actions = createScreenActions();
    function Page() {
      const [left, setLeft] = useState(0);
      useScreenAction('addToCart', () => undefined, {
        disabled: left === 0,
        reason: left === 0 ? 'Ce produit a déjà été entièrement offert.' : 'ignored when enabled',
      });
      return (
        <button type="button" onClick={() => setLeft(1)}>
          restock
        </button>
      );
    }
    function Shell({ children }: { readonly children: ReactNode }) {
      const state = useScreenActionStates().get('addToCart');
      return (
        <>
          <output>
            {state === undefined ? 'none' : `${state.disabled}:${state.reason ?? ''}`}
          </output>
          {children}
        </>
      );
    }
    function App({ page }: { readonly page: boolean }) {
      return (
        <ScreenActionsProvider actions={actions}>
          <Shell>{page && <Page />}</Shell>
        </ScreenActionsProvider>
      );
    }
    const { getByRole, rerender } = render(<App page />);
    expect(getByRole('status')).toHaveTextContent('true:Ce produit a déjà été entièrement offert.');
    expect(actions.run('addToCart')).toBe(false);
    act(() => getByRole('button').click());
    expect(getByRole('status')).toHaveTextContent(/^false:$/);
    expect(actions.run('addToCart')).toBe(true);
    rerender(<App page={false} />);
    expect(getByRole('status')).toHaveTextContent('none');
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
