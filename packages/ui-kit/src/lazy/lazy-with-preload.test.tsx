import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload, preloadsSettled } from './lazy-with-preload';

/** A component with state of its own: a remount would set its counter back to 0. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${String(count)}`}
    </button>
  );
}

/** A load that resolves when the test says so. */
function controlledLoad() {
  let resolve: (component: typeof Counter) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Counter>((done) => {
        resolve = done;
      }),
  );
  return { load, resolve: (component: typeof Counter) => resolve(component) };
}

describe('lazyWithPreload', () => {
  it('renders a preloaded component in the same render, without its fallback', async () => {
    const { load, resolve } = controlledLoad();
    const Preloadable = lazyWithPreload(load, 'Counter');
    const preloaded = Preloadable.preload();
    resolve(Counter);
    await preloaded;
    render(
      <Suspense fallback={<p>chargement</p>}>
        <Preloadable label="compte" />
      </Suspense>,
    );
    // Synchronously there: no fallback committed, no second render to wait for.
    expect(screen.getByRole('button', { name: 'compte 0' })).toBeInTheDocument();
    expect(screen.queryByText('chargement')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('suspends as React.lazy when the chunk is not there yet, and loads it once', async () => {
    const { load, resolve } = controlledLoad();
    const Preloadable = lazyWithPreload(load, 'Counter');
    render(
      <Suspense fallback={<p>chargement</p>}>
        <Preloadable label="compte" />
      </Suspense>,
    );
    expect(screen.getByText('chargement')).toBeInTheDocument();
    void Preloadable.preload();
    await act(async () => resolve(Counter));
    expect(await screen.findByRole('button', { name: 'compte 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps a component that came lazily, and its state, through the renders after its load (no remount)', async () => {
    const { load, resolve } = controlledLoad();
    const Preloadable = lazyWithPreload(load, 'Counter');
    function Host({ label }: { label: string }) {
      return (
        <Suspense fallback={<p>chargement</p>}>
          <Preloadable label={label} />
        </Suspense>
      );
    }
    const { rerender } = render(<Host label="compte" />);
    await act(async () => resolve(Counter));
    const button = await screen.findByRole('button', { name: 'compte 0' });
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'compte 1' })).toBeInTheDocument();
    // A render after the load: the same instance, its count kept.
    rerender(<Host label="total" />);
    expect(screen.getByRole('button', { name: 'total 1' })).toBeInTheDocument();
  });

  it('loads again at the first render when the preload failed (a network blip)', async () => {
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Counter);
    const Preloadable = lazyWithPreload(load, 'Counter');
    await expect(Preloadable.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>chargement</p>}>
        <Preloadable label="compte" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'compte 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadsSettled waits for a preload under way (test setups wait so before a file ends)', async () => {
    const { load, resolve } = controlledLoad();
    const Preloadable = lazyWithPreload(load, 'Counter');
    void Preloadable.preload();
    let settled = false;
    const waiting = preloadsSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    resolve(Counter);
    await waiting;
    expect(settled).toBe(true);
  });
});
