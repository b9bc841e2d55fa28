import { Button, cardGrid } from '@ldn/ui-kit';
import { memo, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { afterNextPaint } from './after-next-paint';
import { overlayMessages } from './messages';
import type { OverlayProduct } from './product';
import { ProductCard } from './product-card';

/** [S2.49] Two columns on phones, four on desktop. */
const Grid = styled.ul`
  ${cardGrid}
  ${({ theme }) => theme.media.up.md} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** Starts the next page this far before the end of the list comes into view. */
const PREFETCH_MARGIN = '0px 0px 400px 0px';

/**
 * How many cards a new result set shows in its first frame: the rows a screen shows (two rows of
 * four on a desktop, four of two on a phone); the others follow right after that frame is painted
 * (the keystroke-to-results paint stays short).
 */
export const FIRST_FRAME_CARDS = 8;

export interface ProductGridProps {
  readonly products: readonly OverlayProduct[];
  readonly onView: (product: OverlayProduct) => void;
  readonly onAdd: (product: OverlayProduct) => void;
  /** [S4.12] More products are to be had (loaded < total, nothing loading). */
  readonly hasMore: boolean;
  readonly onLoadMore: () => void;
  /** The element that scrolls the grid (the overlay), watched for the end of the list. */
  readonly scrollRoot: RefObject<HTMLElement | null>;
  /** 'Il n'y a pas d'autres articles' when the list is complete: shown below every card. */
  readonly endMessage?: ReactNode;
  /** [S6.4] Staff add whatever the stock. */
  readonly staff?: boolean | undefined;
}

/**
 * [S2.49] [S4.12] The product grid with infinite scroll: when the end of the list comes near, the
 * next page loads. Without IntersectionObserver (old browsers), a button loads it instead.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  onView,
  onAdd,
  hasMore,
  onLoadMore,
  scrollRoot,
  endMessage = null,
  staff = false,
}: ProductGridProps) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const observable = typeof IntersectionObserver === 'function';
  // A grid is mounted afresh for each result set (the loading text stands in between): its first
  // frame shows the first cards, the next pages (appended) show at once.
  const [complete, setComplete] = useState(false);
  const shown = complete ? products : products.slice(0, FIRST_FRAME_CARDS);
  const partial = shown.length < products.length;
  useEffect(() => {
    if (complete || !partial) return undefined;
    return afterNextPaint(() => setComplete(true));
  }, [complete, partial]);

  // Re-observed after every page: a short page that leaves the end in view asks for the next one.
  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !observable || target === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { root: scrollRoot.current, rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, partial, observable, onLoadMore, scrollRoot, products.length]);

  if (products.length === 0) return null;
  return (
    <>
      <Grid aria-label={overlayMessages.RESULTS}>
        {shown.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} onView={onView} onAdd={onAdd} staff={staff} />
          </li>
        ))}
      </Grid>
      {hasMore && !partial && observable && <div ref={sentinel} aria-hidden="true" />}
      {hasMore && !partial && !observable && (
        <Button variant="secondary" onClick={onLoadMore}>
          {overlayMessages.LOAD_MORE}
        </Button>
      )}
      {!partial && endMessage}
    </>
  );
});
