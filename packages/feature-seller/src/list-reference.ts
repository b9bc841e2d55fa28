/** 'Liste n°', 'n°', 'No', 'N.' before a list number, as staff may copy it from a screen. */
const NUMBER_PREFIX = /^(liste\s*)?(n\s*[°º.o]?\s*)?(?=\d)/u;
/** Spaces a number may be written with ('100 038'), the narrow and non-breaking ones included. */
const SPACES = /[\s\u00a0\u202f]/gu;

/**
 * [S7.28] [S1.4] The list a seller typed to link it to a customer: the number the screens show
 * ('Liste n° 100038', with or without 'Liste n°', spaces between the digits) or the list's id.
 * `undefined` when it is neither, so the screen says so without asking the server.
 */
export function listReferenceOf(typed: string): string | undefined {
  const text = typed.trim().toLowerCase();
  const digits = text.replace(NUMBER_PREFIX, '').replace(SPACES, '');
  if (/^[0-9]{1,15}$/.test(digits)) return digits;
  return /^[a-z0-9]{8,32}$/.test(text) ? text : undefined;
}
