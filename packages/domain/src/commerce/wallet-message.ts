import { validationMessages } from '../messages-other-screens';
import { walletAmountError } from './wallet';

/**
 * [S5.2] The French refusal of a wallet amount in cents ('Le montant minimum est de 5€.', ...,
 * and the whole-euros one), or `undefined` when it can be paid: the one message source of the
 * contribution popup and the cart. Apart from `wallet.ts` so that the rule alone does not bring
 * the other screens' texts into a first download.
 */
export function walletAmountMessage(cents: number): string | undefined {
  const code = walletAmountError(cents);
  return code && validationMessages[code];
}
