import Bowser from 'bowser';
import { accountSecurityMessages } from './account-security-messages';

/**
 * ASVS V7.5.2: a session shown as a device its owner recognises ('Chrome sur Android', 'Safari sur
 * iPhone', 'Firefox sur Windows'), made on the server from the User-Agent kept at sign-in, so the
 * raw string never leaves it. Bowser reads the User-Agent (it knows which browsers also say
 * 'Chrome' or 'Safari'); these tables only give its names the short forms people know.
 */
const BROWSERS: Readonly<Record<string, string>> = {
  Chrome: 'Chrome',
  Chromium: 'Chrome',
  'Microsoft Edge': 'Edge',
  Firefox: 'Firefox',
  Opera: 'Opera',
  Safari: 'Safari',
  'Samsung Internet for Android': 'Samsung Internet',
};

const SYSTEMS: Readonly<Record<string, string>> = {
  Android: 'Android',
  'Chrome OS': 'ChromeOS',
  iOS: 'iPhone',
  iPadOS: 'iPad',
  Linux: 'Linux',
  macOS: 'macOS',
  Windows: 'Windows',
};

/** 'Chrome sur Android', 'Chrome', 'Navigateur sur Linux', or 'Appareil inconnu'. */
export function deviceSummary(userAgent: string | null | undefined): string {
  // Bowser refuses an empty string: a session without one is an unknown device.
  if (!userAgent) return accountSecurityMessages.unknownDevice;
  const parsed = Bowser.parse(userAgent);
  const browser = BROWSERS[parsed.browser.name ?? ''];
  // An iPad names itself in the platform, its system being iOS as an iPhone's.
  const system = parsed.platform.model === 'iPad' ? 'iPad' : SYSTEMS[parsed.os.name ?? ''];
  if (system === undefined) return browser ?? accountSecurityMessages.unknownDevice;
  return `${browser ?? accountSecurityMessages.someBrowser} ${accountSecurityMessages.on} ${system}`;
}
