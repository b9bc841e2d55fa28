import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OverlayDiscoveryClient, OverlayQuery } from './discovery-port';
import { createFakeClient, type FakeClientOptions } from './fake-client';
import { FAKE_SUGGESTED_KEYWORDS, fakeCatalogue } from './fake-catalogue';
import { ProductsOverlay } from './products-overlay';
import { installIntersectionObserver, renderWithProviders } from './test/render';

/**
 * How the overlay asks for its results, whatever does the fetching underneath: one request per
 * result set, sent in the key's own task, never retried behind the customer's back, the answers of
 * a replaced result set dropped, and the answer painted in its own task.
 */

const searchBox = () => screen.getByRole('searchbox', { name: 'Rechercher un article' });

interface HeldAnswer {
  readonly terms: string | undefined;
  /** Whether 'Chargement des articles...' was on screen when the request left. */
  readonly loadingShown: boolean;
  /** Lets the fake's answer through. */
  readonly release: () => void;
}

/**
 * The fake client, whose search and navigation answers wait until the test releases them (the
 * suggested keywords and the settings answer at once).
 */
function holdingClient(options: FakeClientOptions = {}) {
  const fake = createFakeClient({
    items: fakeCatalogue(),
    suggestedKeywords: FAKE_SUGGESTED_KEYWORDS,
    ...options,
  });
  const held: HeldAnswer[] = [];
  const client: OverlayDiscoveryClient = {
    getSettings: () => fake.client.getSettings(),
    query: (endpoint) => {
      const builder = fake.client.query(endpoint);
      let terms: string | undefined;
      const proxy: OverlayQuery = new Proxy(builder, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property);
          if (typeof value !== 'function') return value;
          if (property === 'execute' && endpoint !== 'suggested_keywords') {
            return () => {
              const loadingShown = document.body.textContent.includes('Chargement des articles');
              const answer = target.execute();
              return new Promise((resolve, reject) => {
                held.push({ terms, loadingShown, release: () => void answer.then(resolve, reject) });
              });
            };
          }
          return (...args: unknown[]) => {
            if (property === 'terms') terms = String(args[0]);
            const result: unknown = (value as (...values: unknown[]) => unknown).apply(target, args);
            return result === target ? proxy : result;
          };
        },
      });
      return proxy;
    },
  };
  const answerTo = (terms: string): HeldAnswer => {
    const answer = held.find((candidate) => candidate.terms === terms);
    if (answer === undefined) throw new Error(`no request for ${terms}`);
    return answer;
  };
  return { ...fake, client, held, answerTo };
}

function open(client: OverlayDiscoveryClient) {
  return renderWithProviders(
    <ProductsOverlay open client={client} layout="desktop" onClose={vi.fn()} />,
  );
}

describe('ProductsOverlay: how the results are asked for', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("[S4.12] Enter sends the request in the key's own task, before 'Chargement des articles...' renders", async () => {
    const holding = holdingClient();
    open(holding.client);
    await screen.findByRole('button', { name: 'poussette' });
    fireEvent.change(searchBox(), { target: { value: 'biberon' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(holding.held).toHaveLength(1);
    expect(holding.answerTo('biberon').loadingShown).toBe(false);
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement des articles...');
    // The list on screen asks nothing more of its own.
    expect(holding.held).toHaveLength(1);
  });

  it('[S4.12] [S8.5] a failed search or navigation is asked for once: no retry behind the customer’s back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = createFakeClient({ items: fakeCatalogue(), failing: ['search', 'navigation'] });
    const { user, unmount } = open(fake.client);
    await user.type(searchBox(), 'biberon{Enter}');
    expect(
      await screen.findByText('Aucun article ne correspond à votre recherche.'),
    ).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(fake.requests.filter((request) => request.endpoint === 'search')).toHaveLength(1);
    unmount();
    renderWithProviders(
      <ProductsOverlay open client={fake.client} navigateTo="meals/biberons" onClose={vi.fn()} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Navigation : An error occured during the search.',
    );
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(fake.requests.filter((request) => request.endpoint === 'navigation')).toHaveLength(1);
  });

  it('[S4.12] a newer search wins: the answer of the search it replaced is never shown', async () => {
    const holding = holdingClient();
    const { user } = open(holding.client);
    await user.type(searchBox(), 'biberon{Enter}');
    await user.clear(searchBox());
    await user.type(searchBox(), 'poussette{Enter}');
    expect(holding.held.map((answer) => answer.terms)).toEqual(['biberon', 'poussette']);
    await act(async () => {
      holding.answerTo('biberon').release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des articles...');
    expect(screen.queryByText('Biberon anti-colique 260 ml')).not.toBeInTheDocument();
    await act(async () => {
      holding.answerTo('poussette').release();
    });
    expect(await screen.findByText('Poussette citadine Lune')).toBeInTheDocument();
    expect(screen.queryByText('Biberon anti-colique 260 ml')).not.toBeInTheDocument();
  });

  it('[S4.12] an answer that comes after the overlay closed is not shown when it opens again', async () => {
    const holding = holdingClient();
    const props = { client: holding.client, layout: 'desktop', onClose: vi.fn() } as const;
    const { user, rerender } = renderWithProviders(<ProductsOverlay open {...props} />);
    await user.type(searchBox(), 'biberon{Enter}');
    rerender(<ProductsOverlay open={false} {...props} />);
    rerender(<ProductsOverlay open {...props} />);
    await act(async () => {
      holding.answerTo('biberon').release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText('Biberon anti-colique 260 ml')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'poussette' })).toBeInTheDocument();
  });

  it("[S2.49] the answer is painted in its own task, not in a later one that a frame may precede", async () => {
    const holding = holdingClient();
    const { user } = open(holding.client);
    await user.type(searchBox(), 'biberon{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement des articles...');
    holding.answerTo('biberon').release();
    // Microtasks only: no task (a timer, React's scheduler, a notification) runs before the check.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    expect(screen.getByText('Biberon anti-colique 260 ml')).toBeInTheDocument();
    expect(screen.getByText('3 articles')).toBeInTheDocument();
  });

  it("[S4.12] a next page that fails ends the list there: 'Il n'y a pas d'autres articles', nothing asked again", async () => {
    const observer = installIntersectionObserver();
    try {
      const fake = createFakeClient({ items: fakeCatalogue(3) });
      let nexts = 0;
      const client: OverlayDiscoveryClient = {
        getSettings: () => fake.client.getSettings(),
        query: (endpoint) => {
          const builder = fake.client.query(endpoint);
          const proxy: OverlayQuery = new Proxy(builder, {
            get(target, property) {
              const value: unknown = Reflect.get(target, property);
              if (property === 'next') {
                return () => {
                  nexts += 1;
                  return Promise.reject(new Error('Service Unavailable'));
                };
              }
              if (typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                const result: unknown = (value as (...values: unknown[]) => unknown).apply(target, args);
                return result === target ? proxy : result;
              };
            },
          });
          return proxy;
        },
      };
      const { user } = open(client);
      // 42 products say 'par': 36 can be added and are not bundles, 20 on the first page.
      await user.type(searchBox(), 'par{Enter}');
      expect(await screen.findByText('36 articles')).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
      await waitFor(() => expect(observer.count).toBe(1));
      act(() => observer.intersect());
      expect(await screen.findByText("Il n'y a pas d'autres articles")).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(20);
      expect(screen.getByText('20 articles')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      act(() => observer.intersect());
      expect(nexts).toBe(1);
    } finally {
      observer.uninstall();
    }
  });
});
