import { act, screen } from '@testing-library/react';
import { errorToastMessages, successToastMessages, TOAST_DURATION_MS } from '@ldn/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[S8.1] shows a success toast and closes it after 3000 ms', () => {
    const store = createToastStore();
    renderWithProviders(<Toaster store={store} />);
    act(() => {
      store.success(successToastMessages.LIST_CREATED);
    });
    expect(screen.getByText(successToastMessages.LIST_CREATED, { selector: 'li *' })).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(store.current()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(store.current()).toBeNull();
    expect(screen.queryByText(successToastMessages.LIST_CREATED, { selector: 'li *' })).toBeNull();
  });

  it("[S8.1] [S2.62] sits just below the page's top bar, and lets clicks through where no toast is", () => {
    const bar = document.createElement('header');
    bar.setAttribute('data-top-bar', '');
    bar.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 40, width: 1280, height: 57 });
    document.body.append(bar);
    try {
      const store = createToastStore();
      renderWithProviders(<Toaster store={store} />);
      act(() => {
        store.success(successToastMessages.LIST_UPDATED);
      });
      const viewport = screen.getByRole('list');
      expect(viewport).toHaveStyle({ top: '97px', pointerEvents: 'none' });
      expect(screen.getByRole('listitem')).toHaveStyle({ pointerEvents: 'auto' });
    } finally {
      bar.remove();
    }
  });

  it('[S8.1] shows one toast at a time: a new toast replaces the current one and its timer', () => {
    const store = createToastStore();
    renderWithProviders(<Toaster store={store} />);
    act(() => {
      store.success(successToastMessages.LIST_UPDATED);
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => {
      store.error(errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(successToastMessages.LIST_UPDATED, { selector: 'li *' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    // The replacing toast has its own 3000 ms.
    expect(
      screen.getByText(errorToastMessages.ERROR_OCCURED_TRY_AGAIN, { selector: 'li *' }),
    ).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(store.current()).toBeNull();
  });

  it('[S8.1] [S8.2] announces success politely and errors assertively', () => {
    const store = createToastStore();
    renderWithProviders(<Toaster store={store} />);
    act(() => {
      store.success(successToastMessages.PRODUCT_EDITED);
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    const polite = screen
      .getAllByRole('status')
      .find((node) => node.textContent?.includes(successToastMessages.PRODUCT_EDITED));
    expect(polite).toHaveAttribute('aria-live', 'polite');
    act(() => {
      store.error(errorToastMessages.CANT_REDUCE_QUANTITY);
    });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    const assertive = screen
      .getAllByRole('status')
      .find((node) => node.textContent?.includes(errorToastMessages.CANT_REDUCE_QUANTITY));
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
  });

  it("[S8.1] closes early with its 'Fermer' button, and has no axe violation", async () => {
    const store = createToastStore();
    vi.useRealTimers();
    const { user } = renderWithProviders(<Toaster store={store} />);
    act(() => {
      store.success(successToastMessages.USER_DATA_UPDATED);
    });
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(store.current()).toBeNull();
  });
});
