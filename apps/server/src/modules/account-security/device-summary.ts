import { accountSecurityMessages } from './account-security-messages';

/**
 * ASVS V7.5.2: a session shown as a device its owner recognises ('Chrome sur Android', 'Safari sur
 * iPhone', 'Firefox sur Windows'), made on the server from the User-Agent kept at sign-in, so the
 * raw string never leaves it. A rough reading on purpose: the first rule that matches wins, in an
 * order that puts the browsers that also say 'Chrome' or 'Safari' (Edge, Opera, Samsung) first.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  // `HeadlessChrome`: the same browser driven by a script (the e2e journeys' Chromium).
  [/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (
  rules: readonly (readonly [RegExp, string])[],
  userAgent: string,
): string | undefined => rules.find(([pattern]) => pattern.test(userAgent))?.[1];

/** 'Chrome sur Android', 'Chrome', 'Navigateur sur Linux', or 'Appareil inconnu'. */
export function deviceSummary(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const browser = firstMatch(BROWSERS, text);
  const system = firstMatch(SYSTEMS, text);
  if (system === undefined) return browser ?? accountSecurityMessages.unknownDevice;
  return `${browser ?? accountSecurityMessages.someBrowser} ${accountSecurityMessages.on} ${system}`;
}
