import { ScreenActionsProvider, ThemeProvider } from '@ldn/ui-kit';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProductGrid } from './product-grid';
import { birthList, manyItems } from './test/fixtures';
import { makeTestStore } from './test/render';

function grid(itemCount: number): ReactNode {
  const list = birthList({ all: manyItems(itemCount) });
  return (
    <Provider store={makeTestStore()}>
      <ThemeProvider>
        <ScreenActionsProvider>
          <MemoryRouter>
            <ProductGrid
              listId={list.id}
              groups={list.products.itemsByCategory}
              items={list.products.items}
              showPrivateMark={false}
            />
          </MemoryRouter>
        </ScreenActionsProvider>
      </ThemeProvider>
    </Provider>
  );
}

/** The grid as a server renders it (the first view): no effect runs, no module is loaded. */
function serverRender(itemCount: number): Document {
  return new DOMParser().parseFromString(renderToString(grid(itemCount)), 'text/html');
}

describe('a long list in its first view and once virtualised', () => {
  it('[S2.39] the first view of 500 items: the first rows, in the page, without the virtualiser', () => {
    const page = serverRender(500);
    expect(page.querySelector('[data-first-rows="true"]')).not.toBeNull();
    expect(page.querySelector('[data-virtualized]')).toBeNull();
    const cards = page.querySelectorAll('article').length;
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThan(40);
    // RGAA 9.3: the same rows as the virtualised grid's, their cards saying their place.
    const first = page.querySelector('[role="listitem"]');
    expect(first?.getAttribute('aria-posinset')).toBe('1');
    expect(Number(first?.getAttribute('aria-setsize'))).toBeGreaterThan(1);
    expect(page.querySelector('h3')?.textContent).toBe('Chambre');
  });

  it('[S2.39] the first view of 60 items: every card, plainly', () => {
    const page = serverRender(60);
    expect(page.querySelectorAll('article')).toHaveLength(60);
    expect(page.querySelector('[data-first-rows]')).toBeNull();
  });

  it('[S2.39] 500 items: the first view hydrated, then placed by the virtualiser, which keeps its cards', async () => {
    // The browser's window is the size the server guessed (a computer's), so the hydration
    // renders the same rows of the same columns.
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    const height = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const container = document.body.appendChild(document.createElement('div'));
    container.append(...serverRender(500).body.childNodes);
    const firstCards = [...container.querySelectorAll('article')];
    expect(firstCards.length).toBeGreaterThan(0);
    expect(firstCards.length).toBeLessThan(40);

    const root = await act(async () => hydrateRoot(container, grid(500)));
    try {
      await waitFor(() =>
        expect(container.querySelector('[data-virtualized="true"]')).not.toBeNull(),
      );
      expect(container.querySelector('[data-first-rows]')).toBeNull();
      // The very elements of the server's first rows, now placed by the virtualiser: no card
      // rendered twice.
      const placed = [...container.querySelectorAll('article')];
      for (const card of firstCards) expect(placed).toContain(card);
      expect(firstCards[0]?.closest('[data-index]')).toHaveStyle({ position: 'absolute' });
    } finally {
      act(() => root.unmount());
      container.remove();
      width.mockRestore();
      height.mockRestore();
    }
  });

  it('[S2.39] a long list opened after the first view is placed by the virtualiser from its first render', () => {
    const { container } = render(grid(500));
    expect(container.querySelector('[data-virtualized="true"]')).not.toBeNull();
    expect(container.querySelector('[data-first-rows]')).toBeNull();
  });

  it('[S2.39] RGAA 9.1: scrolled deep into the list, the cards still follow their category heading', async () => {
    const { container } = render(grid(500));
    const rowIndexes = () =>
      [...container.querySelectorAll('[data-index]')].map((row) =>
        Number(row.getAttribute('data-index')),
      );
    // jsdom lays nothing out: the rows keep their estimated heights (about 450 px a row here).
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(30_000);
    try {
      fireEvent.scroll(window);
      await waitFor(() => expect(rowIndexes()[1]).toBeGreaterThan(20));
      const headings = [...container.querySelectorAll('h3, h4')];
      expect(headings[0]?.tagName).toBe('H3');
      expect(headings.some((heading) => heading.tagName === 'H4')).toBe(true);
      // The heading is the first row rendered, far above the others.
      const [headingRow = 0, nextRow = 0] = rowIndexes();
      expect(nextRow - headingRow).toBeGreaterThan(1);
    } finally {
      // A failed expectation must not leave the window scrolled for the tests after this one.
      scrollY.mockRestore();
    }
  });
});
