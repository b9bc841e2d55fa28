/**
 * A last name of letters only (names refuse digits), different on every run: `prefix` followed by
 * the time and a random number written in letters.
 */
export function uniqueLastName(prefix: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  let value = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  while (value > 0) {
    suffix += letters[value % 26];
    value = Math.floor(value / 26);
  }
  return `${prefix}${suffix}`;
}
