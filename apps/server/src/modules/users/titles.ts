/**
 * [S3.1] [S3.2] [S7.4] Civility of an account. The retailer account stores a code (`mr`, `mrs`);
 * the screens show the French label (Monsieur, Madame). @ldn/domain has no such table yet, so it
 * lives here, next to the only code that maps it.
 */
export const TITLE_CODES = ['mr', 'mrs'] as const;
export type TitleCode = (typeof TITLE_CODES)[number];

/** [S3.1] The French labels of the civilities, verbatim from the spec. */
export const titleLabels: Readonly<Record<TitleCode, string>> = {
  mr: 'Monsieur',
  mrs: 'Madame',
};

/**
 * [S7.4] The code of a civility given as a code or as its label, in any case (`MR`, `Madame`);
 * undefined when it is neither, so the caller can refuse it by name.
 */
export function titleCodeOf(value: string): TitleCode | undefined {
  const wanted = value.trim().toLowerCase();
  for (const code of TITLE_CODES) {
    if (wanted === code || wanted === titleLabels[code].toLowerCase()) return code;
  }
  return undefined;
}

/** [S3.1] The label of a stored code; `''` when the account has none. */
export function titleLabelOf(code: TitleCode | null): string {
  return code ? titleLabels[code] : '';
}
