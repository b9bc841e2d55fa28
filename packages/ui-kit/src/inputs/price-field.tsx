import { parseEuros, validationMessages } from '@ldn/domain';
import { ValidatedInput, type FieldBaseProps } from './validated-input';

export interface PriceFieldProps extends FieldBaseProps {
  /**
   * The amount in cents as it is typed: a number, `null` when the field is empty, `undefined` when
   * it is not an amount.
   */
  readonly onAmountChange?: (cents: number | null | undefined) => void;
  /** The error of an unreadable amount; INVALID_AMOUNT by default (INVALID_MIN_PRICE for a filter). */
  readonly invalidMessage?: string;
  /** A further rule on a readable amount (bounds): the French error, or `undefined`. */
  readonly validateAmount?: (cents: number) => string | undefined;
}

/** Empty -> null, an amount -> cents, anything else -> undefined. */
export function amountOf(text: string): number | null | undefined {
  return text.trim() === '' ? null : parseEuros(text);
}

/**
 * [S5.15] [S9.1] An amount in euros, typed the French way: a comma (or a dot) before at most two
 * decimals, spaces between thousands, an optional '€'. Reports the amount in cents; shows
 * `invalidMessage` once the field is left with text that is not an amount, or a required field
 * left empty. Its label says the unit ('... (en euros)').
 */
export function PriceField({
  onValueChange,
  onAmountChange,
  invalidMessage = validationMessages.INVALID_AMOUNT,
  validateAmount = () => undefined,
  required = false,
  ...rest
}: PriceFieldProps) {
  return (
    <ValidatedInput
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      required={required}
      onValueChange={(value) => {
        onValueChange(value);
        onAmountChange?.(amountOf(value));
      }}
      validate={(value) => {
        const cents = amountOf(value);
        if (cents === null) return required ? validationMessages.DEFAULT_INPUT_ERROR : undefined;
        return cents === undefined ? invalidMessage : validateAmount(cents);
      }}
    />
  );
}
