import { describe, expect, it } from 'vitest';
import { EMAIL_DOMAIN_SUGGESTIONS, suggestEmailDomains } from './email-suggestions';

describe('e-mail domain suggestions', () => {
  it('[S5.8] suggests 12 domains: the 11 of the spec and aol.com, with French TLDs', () => {
    expect(EMAIL_DOMAIN_SUGGESTIONS).toEqual([
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
    ]);
  });

  it('[S5.8] right after "@" every domain is suggested, in table order', () => {
    expect(suggestEmailDomains('marie@')).toEqual(EMAIL_DOMAIN_SUGGESTIONS.map((d) => `marie@${d}`));
  });

  it.each([
    ['marie@gm', ['marie@gmail.com']],
    ['marie@GM', ['marie@gmail.com']],
    ['Marie.Dupont@Gm', ['Marie.Dupont@gmail.com']],
    ['marie@o', ['marie@orange.fr', 'marie@outlook.fr']],
    ['marie@l', ['marie@live.fr', 'marie@laposte.net']],
    ['marie@hotmail', ['marie@hotmail.fr']],
    ['marie@hotmail.', ['marie@hotmail.fr']],
    ['marie@free.f', ['marie@free.fr']],
    ['marie@a', ['marie@aol.com']],
    ['marie@x', []],
    ['marie@gmail.fr', []],
    ['marie@gmail.com', []],
    ['marie@GMAIL.COM', []],
    ['marie@sfr.fr', []],
    ['marie', []],
    ['', []],
    ['@gm', []],
    ['@', []],
    ['a@b@gm', ['a@b@gmail.com']],
  ])('[S5.8] suggestEmailDomains(%j) -> %j', (input, expected) => {
    expect(suggestEmailDomains(input)).toEqual(expected);
  });
});
