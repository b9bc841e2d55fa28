/**
 * [S5.8] The 12 e-mail domains suggested after '@', most used in France first, each with its
 * usual French top-level domain. The spec names eleven; the twelfth, `aol.com`, is our choice.
 */
export const EMAIL_DOMAIN_SUGGESTIONS = [
  'gmail.com',
  'hotmail.fr',
  'orange.fr',
  'yahoo.fr',
  'outlook.fr',
  'live.fr',
  'laposte.net',
  'wanadoo.fr',
  'sfr.fr',
  'icloud.com',
  'free.fr',
  'aol.com',
] as const;

export type EmailDomainSuggestion = (typeof EMAIL_DOMAIN_SUGGESTIONS)[number];

/**
 * [S5.8] Full addresses to suggest while the customer types an e-mail: the part after the LAST
 * '@' is matched, case-insensitively, as a prefix of each suggested domain (`marie@gm` ->
 * `['marie@gmail.com']`; `marie@` -> all 12, in table order). Nothing is suggested without '@',
 * with nothing before it, or once the address already ends with a suggested domain (there is
 * nothing left to complete). The typed local part is kept as typed.
 */
export function suggestEmailDomains(input: string): readonly string[] {
  const at = input.lastIndexOf('@');
  if (at <= 0) return [];
  const localPart = input.slice(0, at);
  const typedDomain = input.slice(at + 1).toLowerCase();
  if ((EMAIL_DOMAIN_SUGGESTIONS as readonly string[]).includes(typedDomain)) return [];
  return EMAIL_DOMAIN_SUGGESTIONS.filter((domain) => domain.startsWith(typedDomain)).map(
    (domain) => `${localPart}@${domain}`,
  );
}
