/** One or more slashes, each with whitespace on both sides (`' / '`, `'  /  '`, `' / / '`). */
const SPACED_SLASHES = /\s+(?:\/\s+)+/g;

/**
 * [S5.14] The text of a list search (SearchLDN), before it goes into the search path: slashes
 * surrounded by spaces become one space ("Dupont / Martin", as couples are often written, searches
 * both names), then the text is trimmed. A slash without spaces on both sides (`'Dupont/Martin'`,
 * `'Dupont /Martin'`) is part of the text and stays; other runs of spaces are left as typed.
 */
export function normalizeListSearchText(text: string): string {
  return text.replace(SPACED_SLASHES, ' ').trim();
}
