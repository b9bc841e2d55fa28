import type { Scope } from '@ldn/discovery-client';
import { cardGrid } from '@ldn/ui-kit';
import styled from 'styled-components';
import { overlayMessages, productCountText } from './messages';
import { focusRing, mainTarget } from './styles';

const List = styled.ul`
  ${cardGrid}
`;

const Card = styled.button`
  ${focusRing}
  ${mainTarget}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Picture = styled.img`
  flex: none;
  width: 48px;
  height: 48px;
  object-fit: contain;
`;

// Beside the picture, half a narrow phone leaves about 70 px: a long word ('Préparation') breaks
// rather than spill out of the card and make the overlay scroll sideways (WCAG 1.4.10).
const Texts = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface ScopeCardsProps {
  readonly scopes: readonly Scope[];
  /** A card opens its scope in navigation mode. */
  readonly onChoose: (scope: Scope) => void;
}

/**
 * [S2.49] [S3.17] The category (scope) cards: image, name, universe and the product count
 * ('48 produit(s)'); each opens its category.
 */
export function ScopeCards({ scopes, onChoose }: ScopeCardsProps) {
  if (scopes.length === 0) return null;
  return (
    <List aria-label={overlayMessages.CATEGORIES}>
      {scopes.map((scope) => (
        <li key={scope.id}>
          <Card type="button" onClick={() => onChoose(scope)}>
            {scope.image_link !== undefined && (
              <Picture src={scope.image_link} alt="" width={48} height={48} loading="lazy" />
            )}
            <Texts>
              <Name>{scope.name}</Name>
              {scope.universe !== undefined && <Muted>{scope.universe}</Muted>}
              <Muted>{productCountText(scope.products_count)}</Muted>
            </Texts>
          </Card>
        </li>
      ))}
    </List>
  );
}
