import { parseEuros, WALLET_AMOUNT_HINT, walletAmountMessage } from '@ldn/domain';
import { PriceField, type PriceFieldProps } from './price-field';

export type WalletAmountFieldProps = Omit<
  PriceFieldProps,
  'required' | 'hint' | 'validateAmount' | 'invalidMessage'
>;

/**
 * [S5.2] [S2.50] [S2.43] A wallet contribution's amount: required, the whole-euros hint, and the
 * domain's refusals ('Le montant minimum est de 5€.', 'Le montant maximum est de 10 000€.', whole
 * euros), shown when the field is left or once `showError` is set. The contribution popup and the
 * cart both use it, so a rule or a text changes in one place.
 */
export function WalletAmountField(props: WalletAmountFieldProps) {
  return (
    <PriceField
      {...props}
      required
      hint={WALLET_AMOUNT_HINT}
      validateAmount={walletAmountMessage}
    />
  );
}

/** [S5.2] The cents of a typed wallet amount the wallet accepts, or `undefined` (then say why). */
export function payableWalletCents(text: string): number | undefined {
  const cents = parseEuros(text);
  return cents !== undefined && walletAmountMessage(cents) === undefined ? cents : undefined;
}
