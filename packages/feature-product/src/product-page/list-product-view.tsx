import { quantityBounds, screenLabels, screenMessages } from '@ldn/domain';
import { AppLink, Button, QuantityStepper, buttonLinkStyle } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { countText, productMessages, screenKickers } from '../messages';
import { stockAllowsAction, type ProductDetails } from '../product-model';
import { GroupGiftParticipation, type GroupGiftFunding } from './group-gift-panel';
import { Actions, Notice, panel, ProductLayout, StepperSlot } from './product-layout';

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Quote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  figcaption {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  blockquote {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    white-space: pre-line;
  }
`;

const Section = styled.section`
  ${panel}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const ButtonLink = styled(AppLink)`
  ${buttonLinkStyle}
  border-color: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondary};
`;

export interface ListProductViewProps {
  readonly details: ProductDetails;
  /** [S3.7] Wanted and gifted quantities. */
  readonly wanted: number;
  readonly gifted: number;
  /** [S2.44] The parents' comment, indispensable and private flags. */
  readonly comment: string;
  readonly indispensable: boolean;
  readonly isPrivate: boolean;
  /** [S6.3] [S6.4] The owner (or staff acting for him): he may edit the product. */
  readonly managesList: boolean;
  /** [S6.4] Staff act whatever the stock. */
  readonly staff: boolean;
  /** [S2.11] The edit page of this product. */
  readonly editHref: string;
  /** [S2.3] The list the product belongs to. */
  readonly listHref: string;
  /** [S5.5] The quantity chosen to gift. */
  readonly cartQuantity: number;
  readonly onCartQuantityChange: (quantity: number) => void;
  /** [S2.54] The phone's bottom bar carries 'Ajouter au panier'. */
  readonly barShowsAction?: boolean | undefined;
  /** [S5.5] Units reserved by payments under way: not giftable meanwhile. */
  readonly inProgress?: number | undefined;
  /** [S5.5] Units of this product already in the visitor's cart. */
  readonly inCart?: number | undefined;
  /** [S2.54] Puts the chosen quantity in the cart; absent: no cart on this page. */
  readonly onAddToCart?: (() => void) | undefined;
  /** An addition to the cart is on its way. */
  readonly adding?: boolean | undefined;
  /** [S2.6] The cart of the list, once something is in it. */
  readonly cartHref?: string | undefined;
  /** A group gift ("Cadeau commun"): its funding; relatives give parts, not units. */
  readonly groupGift?: GroupGiftFunding | undefined;
  /** The visitor's part of the group gift already in his cart (cents). */
  readonly partInCart?: number | undefined;
  /** Puts a part of the group gift in the cart; absent: no cart on this page. */
  readonly onParticipate?: ((partCents: number) => Promise<boolean>) | undefined;
}

/**
 * [S3.9] [S5.5] Why nothing more can go into the cart, as it is: every unit is gifted; or what
 * remains is in the visitor's own cart; or the rest is being bought right now (a payment or an
 * in-store sale under way holds it).
 */
export function nothingToAddText({
  wanted,
  gifted,
  remaining,
}: {
  readonly wanted: number;
  readonly gifted: number;
  readonly remaining: number;
}): string {
  if (gifted >= wanted) return productMessages.NOTHING_LEFT_TO_GIFT;
  if (remaining > 0) return productMessages.ALL_LEFT_IN_YOUR_CART;
  return productMessages.BEING_BOUGHT;
}

/**
 * [S2.9] [S2.44] ViewFromList: a product of an open list, as relatives and the owner see it:
 * wanted, gifted and remaining quantities, the parents' comment, indispensable (and private for the
 * owner); the quantity to gift (1 to 99, capped by what remains once the units gifted, reserved
 * by payments under way and already in the cart are taken off [S5.5]) and 'Ajouter au panier'; for
 * the owner, the way to edit it, or why he cannot [S4.2].
 */
export function ListProductView({
  details,
  wanted,
  gifted,
  comment,
  indispensable,
  isPrivate,
  managesList,
  staff,
  editHref,
  listHref,
  cartQuantity,
  onCartQuantityChange,
  barShowsAction = false,
  inProgress = 0,
  inCart = 0,
  onAddToCart,
  adding = false,
  cartHref,
  groupGift,
  partInCart = 0,
  onParticipate,
}: ListProductViewProps) {
  const giftTitleId = useId();
  const bounds = quantityBounds({ wanted, gifted: gifted + inProgress, inCart });
  const remaining = Math.max(0, wanted - gifted - inProgress);
  const reserved = Math.min(inProgress, Math.max(0, wanted - gifted));
  const stockAllows = stockAllowsAction(details.stock, staff);
  const permanentlyOut = details.stock === 'PERMANENTLY_OUT_OF_STOCK';
  return (
    <ProductLayout
      details={details}
      kicker={screenKickers.ViewFromList}
      summary={
        <>
          <Counts>
            <li>{countText(productMessages.WANTED, wanted)}</li>
            <li>{countText(productMessages.GIFTED, gifted)}</li>
            {reserved > 0 && <li>{countText(productMessages.IN_PROGRESS, reserved)}</li>}
            <li>{countText(productMessages.REMAINING, remaining)}</li>
            {indispensable && <li>{productMessages.INDISPENSABLE_MARK}</li>}
            {managesList && isPrivate && <li>{productMessages.PRIVATE_MARK}</li>}
          </Counts>
          {comment.trim() !== '' && (
            <Quote>
              <figcaption>{productMessages.PARENTS_COMMENT}</figcaption>
              <blockquote>{comment}</blockquote>
            </Quote>
          )}
        </>
      }
    >
      {groupGift !== undefined ? (
        <Section aria-labelledby={giftTitleId}>
          <h2 id={giftTitleId}>{productMessages.GROUP_GIFT}</h2>
          {!stockAllows && gifted < wanted && (
            <Notice $tone="warning">
              {permanentlyOut
                ? productMessages.PERMANENTLY_OUT_OF_STOCK_CANT_ADD
                : productMessages.NOT_IN_STOCK_CANT_ADD}
            </Notice>
          )}
          <GroupGiftParticipation
            funding={groupGift}
            partInCart={partInCart}
            cartHref={cartHref}
            onParticipate={onParticipate}
            adding={adding}
            disabled={!stockAllows}
          />
        </Section>
      ) : (
        <Section aria-labelledby={giftTitleId}>
          <h2 id={giftTitleId}>{productMessages.GIFT_THIS_PRODUCT}</h2>
          {inCart > 0 && (
            <Notice>
              {countText(productMessages.IN_YOUR_CART, inCart)}
              {cartHref !== undefined && (
                <>
                  {' '}
                  <AppLink href={cartHref}>{productMessages.SEE_CART}</AppLink>
                </>
              )}
            </Notice>
          )}
          {!bounds.allowed ? (
            <Notice>{nothingToAddText({ wanted, gifted, remaining })}</Notice>
          ) : (
            <>
              {!stockAllows && (
                <Notice $tone="warning">
                  {permanentlyOut
                    ? productMessages.PERMANENTLY_OUT_OF_STOCK_CANT_ADD
                    : productMessages.NOT_IN_STOCK_CANT_ADD}
                </Notice>
              )}
              <StepperSlot>
                <QuantityStepper
                  label={productMessages.QUANTITY_TO_GIFT}
                  value={cartQuantity}
                  bounds={bounds}
                  disabled={!stockAllows}
                  onChange={onCartQuantityChange}
                />
              </StepperSlot>
              {!barShowsAction && onAddToCart !== undefined && (
                <Actions>
                  <Button disabled={!stockAllows} loading={adding} onClick={onAddToCart}>
                    {screenLabels.ADD_TO_CART}
                  </Button>
                </Actions>
              )}
            </>
          )}
        </Section>
      )}
      {managesList &&
        (permanentlyOut && !staff ? (
          <Notice $tone="warning">{screenMessages.CANT_EDIT_PERMANENTLY_OUT_OF_STOCK}</Notice>
        ) : (
          <Actions>
            <ButtonLink href={editHref}>{productMessages.EDIT_PRODUCT}</ButtonLink>
          </Actions>
        ))}
      <Actions>
        <ButtonLink href={listHref}>{productMessages.BACK_TO_LIST}</ButtonLink>
      </Actions>
    </ProductLayout>
  );
}
