/** Made at the first comparison: a collator costs a slow phone a few milliseconds to build. */
let collator: Intl.Collator | undefined;

/**
 * [S2.49] [S3.17] Sizes in shop order, as a size filter lists them: words first ('Naissance',
 * 'Taille unique'), then by their numbers ('1 mois' < '3 mois' < '3-6 mois' < '12-18 mois',
 * '16' < '21'), whatever their counts. A comparator for `Array.prototype.sort`.
 */
export function compareSizes(a: string, b: string): number {
  if (a === b) return 0;
  const wordA = /^\D/.test(a);
  const wordB = /^\D/.test(b);
  if (wordA !== wordB) return wordA ? -1 : 1;
  collator ??= new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}
