import { availabilityLabels, formatEuros } from '@ldn/domain';
import { Button } from '@ldn/ui-kit';
import { memo, useId } from 'react';
import styled from 'styled-components';
import { overlayMessages } from './messages';
import { canAddToList, hasSeveralVariants, type OverlayProduct } from './product';
import { focusRing, smallTarget } from './styles';

declare module 'react' {
  // Merged into React's declaration, whose type parameter it must repeat by name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** The Element Timing API's name of an element whose first paint the browser reports. */
    elementtiming?: string | undefined;
  }
}

/**
 * One styled component for the whole card, its parts reached by structure (and `data-part` for the
 * three paragraphs): a grid mounts up to 20 cards per result set, and each styled component costs
 * a style resolution per render. The selectors stay under the card's own class,
 * so a host page's rules on `p` or `button` are overridden as before.
 */
const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  /* The picture and the title together: one big target that opens the product. */
  & > button {
    ${focusRing}
    ${smallTarget}
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    width: 100%;
    padding: 0;
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  & > button:hover > span {
    text-decoration: underline;
  }
  & > button > img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
  }
  /* A span, not a heading: it sits inside the button (phrasing content only). */
  & > button > span {
    display: block;
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  & > p {
    margin: 0;
  }
  & > p[data-part='brand'] {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.size.xs};
    text-transform: uppercase;
  }
  & > p[data-part='price'] {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  & > p[data-part='price'][data-unavailable] {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  & > p[data-part='note'] {
    color: ${({ theme }) => theme.colors.secondary};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  & > p[data-part='stock'] {
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  & > div {
    margin-top: auto;
    padding-top: ${({ theme }) => theme.space.xs};
  }
  & > div > button {
    width: 100%;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export interface ProductCardProps {
  readonly product: OverlayProduct;
  readonly onView: (product: OverlayProduct) => void;
  readonly onAdd: (product: OverlayProduct) => void;
  /** [S6.4] Staff add whatever the stock. */
  readonly staff?: boolean | undefined;
}

/**
 * The Element Timing name of a card's title: the browser reports when each is first painted
 * (`PerformanceObserver` of type `element`), which is when a search's results are seen; read by
 * the overlay's latency bench (tooling/e2e) and open to real-user monitoring.
 */
export const RESULT_PAINT_TIMING = 'overlay-result';

/**
 * [S2.49] A product of the grid: picture, brand, title (opens the product), the price in euros or
 * 'Prix indisponible', 'Existe en plusieurs tailles' for a model with more than one variant, and
 * 'Ajouter à ma liste' (a 44 px main action, described by the product's title). A product out of
 * stock says so ('Indisponible', 'Définitivement en rupture') and its button is disabled, staff
 * excepted [S6.4]: adding it would only be refused, after the overlay closed on the search.
 * Memoized: the overlay re-renders on each keystroke in the search field, the cards need not.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onView,
  onAdd,
  staff = false,
}: ProductCardProps) {
  const titleId = useId();
  const stockId = useId();
  const price = product.priceCents === null ? null : formatEuros(product.priceCents);
  const addable = canAddToList(product, staff);
  const outOfStock = product.availability !== null && product.availability !== 'AVAILABLE';
  return (
    <Card aria-labelledby={titleId}>
      <button type="button" onClick={() => onView(product)}>
        {product.imageLink !== null && (
          <img src={product.imageLink} alt="" loading="lazy" width={160} height={160} />
        )}
        <span id={titleId} elementtiming={RESULT_PAINT_TIMING}>
          {product.title}
        </span>
      </button>
      {product.brand !== null && <p data-part="brand">{product.brand}</p>}
      <p data-part="price" data-unavailable={price === null ? '' : undefined}>
        {price ?? overlayMessages.PRICE_UNAVAILABLE}
      </p>
      {hasSeveralVariants(product) && <p data-part="note">{overlayMessages.SEVERAL_SIZES}</p>}
      {outOfStock && product.availability !== null && (
        <p data-part="stock" id={stockId}>
          {availabilityLabels[product.availability]}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={!addable}
          onClick={() => onAdd(product)}
          aria-describedby={outOfStock ? `${titleId} ${stockId}` : titleId}
        >
          {overlayMessages.ADD_TO_LIST}
        </Button>
      </div>
    </Card>
  );
});
