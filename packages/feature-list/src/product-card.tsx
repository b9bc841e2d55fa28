import type { ApiListItem } from '@ldn/api-client';
import { formatEuros, hrefFor, productElementId } from '@ldn/domain';
import { AppLink, AvailabilityBadge, VisuallyHidden } from '@ldn/ui-kit';
import { memo } from 'react';
import styled from 'styled-components';
import { cardAvailability } from './list-figures';
import { listMessages, quantitiesText } from './messages';

const Card = styled.article`
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow 150ms ease-out;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  /* 'Voir ma liste' moves the focus to the card [S4.11]. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Marks = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Mark = styled.span<{ $tone: 'primary' | 'muted' }>`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.text)};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/** The whole card is the link's target area (its `::after` covers the card), one tab stop. */
const NameLink = styled(AppLink)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Quantities = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Comment = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-style: italic;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
`;

export interface ProductCardProps {
  readonly listId: string;
  readonly item: ApiListItem;
  /** The owner sees the private mark (guests never receive private items). */
  readonly showPrivateMark: boolean;
  /** The level of the name's heading: 4 under a category's heading (3), 3 in a flat grid. */
  readonly headingLevel?: 3 | 4;
  /**
   * The picture is in the first screen (the grid's first row): loaded at once, not lazily, as
   * the page's largest paint usually is one of them.
   */
  readonly eager?: boolean;
}

/**
 * [S3.7] [S2.39] A product of the list: image, name, brand, price, wanted and gifted quantities,
 * availability badge [S3.9], indispensable and private marks, the parents' comment. The card leads
 * to the product page of the list, ViewFromList `/product/{listId}/{codeAx}` [S2.9]. Its element id
 * `produit-<codeAx>` is the anchor 'Voir ma liste' and a saved edit land on [S4.11]; focusable by
 * script only (tabIndex -1), so the focus lands there without adding a tab stop.
 */
export const ProductCard = memo(function ProductCard({
  listId,
  item,
  showPrivateMark,
  headingLevel = 3,
  eager = false,
}: ProductCardProps) {
  const image = item.imgs[0] ?? item.originalImg;
  return (
    <Card id={productElementId(item.codeAx)} tabIndex={-1} aria-label={item.productName}>
      <Picture>
        {image !== '' && (
          <img src={image} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
        )}
        {(item.priority || (showPrivateMark && item.hidden)) && (
          <Marks>
            {item.priority && <Mark $tone="primary">{listMessages.INDISPENSABLE}</Mark>}
            {showPrivateMark && item.hidden && <Mark $tone="muted">{listMessages.PRIVATE}</Mark>}
          </Marks>
        )}
      </Picture>
      <Body>
        <Name as={headingLevel === 4 ? 'h4' : 'h3'}>
          <NameLink href={hrefFor('ViewFromList', { id: listId, productId: item.codeAx })}>
            {item.productName}
          </NameLink>
        </Name>
        {item.brand !== '' && <Brand>{item.brand}</Brand>}
        <Price>{formatEuros(item.prices.amount)}</Price>
        <Quantities>
          {quantitiesText(
            item.quantity,
            item.quantityOfContributedItems,
            // Sent to the owner only: relatives see those units as gifts.
            item.quantityReceivedElsewhere,
          )}
        </Quantities>
        {item.isGroupGift === true && item.groupGift !== undefined && (
          <Quantities>
            {listMessages.GROUP_GIFT_FUNDED(
              formatEuros(item.groupGift.fundedAmount),
              formatEuros(item.groupGift.targetAmount),
            )}
          </Quantities>
        )}
        {item.message.trim() !== '' && (
          <Comment>
            <VisuallyHidden>{listMessages.OWNER_COMMENT} </VisuallyHidden>
            {item.message}
          </Comment>
        )}
        <Footer>
          <AvailabilityBadge availability={cardAvailability(item)} />
        </Footer>
      </Body>
    </Card>
  );
});
