import { formatEuros, type CartEntry } from '@ldn/domain';
import { Button, QuantityStepper, cardStyle } from '@ldn/ui-kit';
import styled from 'styled-components';
import { cartEntryBounds } from './cart-model';
import { cartMessages, fewerLeftText, quantityLabel, removeLabel } from './messages';

const Line = styled.article`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${cardStyle}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: 0;
  }
`;

const Picture = styled.img`
  grid-row: span 2;
  width: 72px;
  height: 72px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Blank = styled.span`
  grid-row: span 2;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface CartLineProps {
  /** `partCents`: a part of a group gift, one line at its amount (no quantity to choose). */
  readonly entry: CartEntry & { readonly partCents?: number | undefined };
  readonly onQuantityChange: (code: string, quantity: number) => void;
  readonly onRemove: (code: string) => void;
  readonly busy: boolean;
  /** The live list: someone else has just given what was left of it, on this page. */
  readonly justGifted?: boolean | undefined;
}

/**
 * [S3.11] [S5.5] One product of the cart: image, name, unit price, the stepper capped by what the
 * line may hold now, the line total and 'Retirer'. A line holding more than remains says so.
 */
export function CartLine({
  entry,
  onQuantityChange,
  onRemove,
  busy,
  justGifted = false,
}: CartLineProps) {
  const { productName, img, price, qtyMax } = entry.details;
  const bounds = cartEntryBounds(entry);
  if (entry.partCents !== undefined) {
    return (
      <Line aria-label={productName}>
        {img === '' ? <Blank aria-hidden="true" /> : <Picture src={img} alt="" loading="lazy" />}
        <Details>
          <h3>{productName}</h3>
          <Muted>{cartMessages.GROUP_GIFT_PART}</Muted>
        </Details>
        <Controls>
          <p>
            {cartMessages.GROUP_GIFT_PART_AMOUNT} : <strong>{formatEuros(entry.partCents)}</strong>
          </p>
          <Button
            variant="ghost"
            aria-label={removeLabel(productName)}
            disabled={busy}
            onClick={() => onRemove(entry.code)}
          >
            {cartMessages.REMOVE}
          </Button>
        </Controls>
      </Line>
    );
  }
  return (
    <Line aria-label={productName}>
      {img === '' ? <Blank aria-hidden="true" /> : <Picture src={img} alt="" loading="lazy" />}
      <Details>
        <h3>{productName}</h3>
        <Muted>
          {cartMessages.UNIT_PRICE} : {formatEuros(price)}
        </Muted>
        {!bounds.allowed ? (
          <Warning role={justGifted ? 'alert' : undefined}>
            {justGifted ? cartMessages.JUST_GIFTED : cartMessages.NOTHING_LEFT}
          </Warning>
        ) : (
          entry.quantity > qtyMax && <Warning>{fewerLeftText(qtyMax)}</Warning>
        )}
      </Details>
      <Controls>
        <QuantityStepper
          label={quantityLabel(productName)}
          value={entry.quantity}
          bounds={bounds}
          disabled={busy}
          onChange={(quantity) => onQuantityChange(entry.code, quantity)}
        />
        <p>
          {cartMessages.LINE_TOTAL} : <strong>{formatEuros(entry.quantity * price)}</strong>
        </p>
        <Button
          variant="ghost"
          aria-label={removeLabel(productName)}
          disabled={busy}
          onClick={() => onRemove(entry.code)}
        >
          {cartMessages.REMOVE}
        </Button>
      </Controls>
    </Line>
  );
}
