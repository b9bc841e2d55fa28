import {
  formatEuros,
  groupGiftFundedPercent,
  groupGiftMessages,
  groupGiftPartError,
} from '@ldn/domain';
import { AppLink, Button, PriceField } from '@ldn/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { productMessages } from '../messages';
import { Actions, Notice } from './product-layout';

/** The funding of a group gift as the list item gives it, in cents. */
export interface GroupGiftFunding {
  readonly targetAmount: number;
  readonly fundedAmount: number;
  readonly inProgressAmount: number;
  readonly remainingAmount: number;
}

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  p {
    margin: 0;
  }
`;

const Bar = styled.progress`
  width: 100%;
  height: 12px;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * The funded part of a group gift: a progress bar named "Financement du cadeau commun" whose value
 * screen readers read as the visible text ("120,00 € financés sur 300,00 €"), what remains, and
 * what payments under way hold.
 */
export function GroupGiftProgress({ funding }: { readonly funding: GroupGiftFunding }) {
  const labelId = useId();
  const textId = useId();
  const fundedText = productMessages.GROUP_GIFT_FUNDED_TEXT(
    formatEuros(funding.fundedAmount),
    formatEuros(funding.targetAmount),
  );
  const complete = funding.fundedAmount >= funding.targetAmount;
  return (
    <Progress>
      <Muted id={labelId}>{productMessages.GROUP_GIFT_PROGRESS_LABEL}</Muted>
      <Bar
        max={100}
        value={groupGiftFundedPercent(funding.fundedAmount, funding.targetAmount)}
        aria-labelledby={labelId}
        aria-describedby={textId}
        aria-valuetext={fundedText}
      />
      <p id={textId}>
        <strong>{fundedText}</strong>
        {!complete && (
          <> · {productMessages.GROUP_GIFT_REMAINING_TEXT(formatEuros(funding.remainingAmount))}</>
        )}
      </p>
      {funding.inProgressAmount > 0 && (
        <Muted>
          {productMessages.GROUP_GIFT_IN_PROGRESS_TEXT(formatEuros(funding.inProgressAmount))}
        </Muted>
      )}
    </Progress>
  );
}

/** Why a typed part is refused (the domain's rule, in French), or `undefined`. */
export function partMessage(cents: number, remainingCents: number): string | undefined {
  const error = groupGiftPartError(cents, remainingCents);
  return error === undefined ? undefined : groupGiftMessages[error];
}

export interface GroupGiftParticipationProps {
  readonly funding: GroupGiftFunding;
  /** The part of this visitor already in his cart (cents), or 0. */
  readonly partInCart: number;
  /** The cart of the list, once something is in it. */
  readonly cartHref?: string | undefined;
  /** Puts the part in the cart; resolves `true` once in. Absent: no cart on this page. */
  readonly onParticipate?: ((partCents: number) => Promise<boolean>) | undefined;
  readonly adding: boolean;
  /** Staff or stock rules forbid it: the field and button are disabled. */
  readonly disabled?: boolean | undefined;
}

/**
 * [S5.2] "Participer": the funded part, then the amount of the visitor's part (5 € to what
 * remains; a remainder below 5 € exactly) checked as it is typed with the server's rule, and the
 * button that puts it in the cart. Fully funded: said so; the rest held by payments under way:
 * said so, without a field.
 */
export function GroupGiftParticipation({
  funding,
  partInCart,
  cartHref,
  onParticipate,
  adding,
  disabled = false,
}: GroupGiftParticipationProps) {
  const [text, setText] = useState('');
  const [cents, setCents] = useState<number | null | undefined>(null);
  const [showError, setShowError] = useState(false);
  const remaining = funding.remainingAmount;
  const complete = funding.fundedAmount >= funding.targetAmount;
  const participate = () => {
    const error = typeof cents === 'number' ? partMessage(cents, remaining) : true;
    if (error !== undefined || typeof cents !== 'number' || onParticipate === undefined) {
      setShowError(true);
      return;
    }
    void onParticipate(cents).then((added) => {
      if (added) {
        setText('');
        setCents(null);
        setShowError(false);
      }
    });
  };
  return (
    <>
      <p>{productMessages.GROUP_GIFT_EXPLAINED}</p>
      <GroupGiftProgress funding={funding} />
      {partInCart > 0 && (
        <Notice>
          {productMessages.GROUP_GIFT_PART_IN_CART(formatEuros(partInCart))}
          {cartHref !== undefined && (
            <>
              {' '}
              <AppLink href={cartHref}>{productMessages.SEE_CART}</AppLink>
            </>
          )}
        </Notice>
      )}
      {complete ? (
        <Notice>{productMessages.GROUP_GIFT_COMPLETE}</Notice>
      ) : remaining === 0 ? (
        <Notice>{productMessages.GROUP_GIFT_HELD}</Notice>
      ) : (
        onParticipate !== undefined && (
          <>
            <PriceField
              label={productMessages.GROUP_GIFT_AMOUNT}
              value={text}
              onValueChange={setText}
              onAmountChange={setCents}
              required
              hint={productMessages.GROUP_GIFT_AMOUNT_HINT(formatEuros(remaining))}
              validateAmount={(value) => partMessage(value, remaining)}
              showError={showError}
              disabled={disabled}
            />
            <Actions>
              <Button onClick={participate} loading={adding} disabled={disabled}>
                {productMessages.GROUP_GIFT_PARTICIPATE}
              </Button>
            </Actions>
          </>
        )
      )}
    </>
  );
}
