/**
 * ASVS V6.2.4: passwords chosen at sign-up are checked against the most common ones: the
 * `passwords-common` list of @zxcvbn-ts/language-common (about 30,000 passwords from breach
 * corpora), kept to those long enough to pass the length rule, lower-cased. Loaded on the first
 * sign-up, not at start: most requests never need it.
 */
let loading: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(minLength: number): Promise<ReadonlySet<string>> {
  loading ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .filter((password) => [...password].length >= minLength)
          .map((password) => password.toLowerCase()),
      ),
  );
  return loading;
}
