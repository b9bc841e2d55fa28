import { formatEuros } from '../commerce/money';

/**
 * [S2.59] [S9.1] The wallet amount of the list bar: euros, French format, 2 decimals
 * (`125000` -> `1 250,00 €`, with Intl's narrow no-break space and no-break space), as every
 * amount of the app.
 */
export const walletAmountText = (cents: number): string => formatEuros(cents);
