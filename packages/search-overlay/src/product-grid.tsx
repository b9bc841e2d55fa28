import { Button } from '@ldn/ui-kit';
import { useEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { overlayMessages } from './messages';
import type { OverlayProduct } from './product';
import { ProductCard } from './product-card';

/** [S2.49] Two columns on phones, four on desktop. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** Starts the next page this far before the end of the list comes into view. */
const PREFETCH_MARGIN = '0px 0px 400px 0px';

export interface ProductGridProps {
  readonly products: readonly OverlayProduct[];
  readonly onView: (product: OverlayProduct) => void;
  readonly onAdd: (product: OverlayProduct) => void;
  /** [S4.12] More products are to be had (loaded < total, nothing loading). */
  readonly hasMore: boolean;
  readonly onLoadMore: () => void;
  /** The element that scrolls the grid (the overlay), watched for the end of the list. */
  readonly scrollRoot: RefObject<HTMLElement | null>;
}

/**
 * [S2.49] [S4.12] The product grid with infinite scroll: when the end of the list comes near, the
 * next page loads. Without IntersectionObserver (old browsers), a button loads it instead.
 */
export function ProductGrid({
  products,
  onView,
  onAdd,
  hasMore,
  onLoadMore,
  scrollRoot,
}: ProductGridProps) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const observable = typeof IntersectionObserver === 'function';

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
  }, [hasMore, observable, onLoadMore, scrollRoot, products.length]);

  if (products.length === 0) return null;
  return (
    <>
      <Grid aria-label={overlayMessages.RESULTS}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} onView={onView} onAdd={onAdd} />
          </li>
        ))}
      </Grid>
      {hasMore && observable && <div ref={sentinel} aria-hidden="true" />}
      {hasMore && !observable && (
        <Button variant="secondary" onClick={onLoadMore}>
          {overlayMessages.LOAD_MORE}
        </Button>
      )}
    </>
  );
}
