import { ScreenActionsProvider, ThemeProvider } from '@ldn/ui-kit';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './product-grid';
import { birthList, manyItems } from './test/fixtures';
import { makeTestStore } from './test/render';

/** The grid as a server renders it (the first view): no effect runs, no module is loaded. */
function serverRender(itemCount: number): Document {
  const list = birthList({ all: manyItems(itemCount) });
  const html = renderToString(
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
    </Provider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('ProductGrid rendered without its virtualised grid', () => {
  it('[S2.39] 500 items: the first rows, in the page, without waiting for the virtualised grid', () => {
    const page = serverRender(500);
    expect(page.querySelector('[data-first-rows="true"]')).not.toBeNull();
    expect(page.querySelector('[data-virtualized]')).toBeNull();
    const cards = page.querySelectorAll('article').length;
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThan(40);
    // RGAA 9.3: the same rows as the grid's, their cards saying their place in the category.
    const first = page.querySelector('[role="listitem"]');
    expect(first?.getAttribute('aria-posinset')).toBe('1');
    expect(Number(first?.getAttribute('aria-setsize'))).toBeGreaterThan(1);
    expect(page.querySelector('h3')?.textContent).toBe('Chambre');
  });

  it('[S2.39] 60 items: every card, plainly', () => {
    const page = serverRender(60);
    expect(page.querySelectorAll('article')).toHaveLength(60);
    expect(page.querySelector('[data-first-rows]')).toBeNull();
  });
});
