import { formatEuros } from '@ldn/domain';
import { Button } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { overlayMessages } from './messages';
import { hasSeveralVariants, type OverlayProduct } from './product';
import { focusRing, smallTarget } from './styles';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The picture and the title together: one big target that opens the product. */
const ViewButton = styled.button`
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
  &:hover span {
    text-decoration: underline;
  }
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;

/** A span, not a heading: it sits inside the button (phrasing content only). */
const Title = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  text-transform: uppercase;
`;

const Price = styled.p<{ $unavailable: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.muted : theme.colors.text)};
  font-size: ${({ theme, $unavailable }) =>
    $unavailable ? theme.typography.size.sm : theme.typography.size.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const Actions = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
  & > button {
    width: 100%;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export interface ProductCardProps {
  readonly product: OverlayProduct;
  readonly onView: (product: OverlayProduct) => void;
  readonly onAdd: (product: OverlayProduct) => void;
}

/**
 * [S2.49] A product of the grid: picture, brand, title (opens the product), the price in euros or
 * 'Prix indisponible', 'Existe en plusieurs tailles' for a model with more than one variant, and
 * 'Ajouter à ma liste' (a 44 px main action, described by the product's title).
 */
export function ProductCard({ product, onView, onAdd }: ProductCardProps) {
  const titleId = useId();
  const price = product.priceCents === null ? null : formatEuros(product.priceCents);
  return (
    <Card aria-labelledby={titleId}>
      <ViewButton type="button" onClick={() => onView(product)}>
        {product.imageLink !== null && (
          <Picture src={product.imageLink} alt="" loading="lazy" width={160} height={160} />
        )}
        <Title id={titleId}>{product.title}</Title>
      </ViewButton>
      {product.brand !== null && <Brand>{product.brand}</Brand>}
      <Price $unavailable={price === null}>{price ?? overlayMessages.PRICE_UNAVAILABLE}</Price>
      {hasSeveralVariants(product) && <Note>{overlayMessages.SEVERAL_SIZES}</Note>}
      <Actions>
        <Button variant="secondary" onClick={() => onAdd(product)} aria-describedby={titleId}>
          {overlayMessages.ADD_TO_LIST}
        </Button>
      </Actions>
    </Card>
  );
}
