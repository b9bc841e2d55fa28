import { describe, expect, it } from 'vitest';
import { normalizeListSearchText } from './list-search';

describe('list search text', () => {
  it.each([
    ['Dupont / Martin ', 'Dupont Martin'],
    ['Dupont / Martin', 'Dupont Martin'],
    ['Dupont   /   Martin', 'Dupont Martin'],
    ['Dupont\t/\tMartin', 'Dupont Martin'],
    ['Dupont / / Martin', 'Dupont Martin'],
    ['Dupont / Martin / Durand', 'Dupont Martin Durand'],
    ['Dupont/Martin', 'Dupont/Martin'],
    ['Dupont /Martin', 'Dupont /Martin'],
    ['Dupont/ Martin', 'Dupont/ Martin'],
    ['  Dupont  ', 'Dupont'],
    ['Dupont  Martin', 'Dupont  Martin'],
    [' / Dupont', 'Dupont'],
    ['Dupont / ', 'Dupont'],
    ['marie@gmail.com', 'marie@gmail.com'],
    ['', ''],
    ['   ', ''],
  ])('[S5.14] normalizeListSearchText(%j) -> %j', (text, expected) => {
    expect(normalizeListSearchText(text)).toBe(expected);
  });
});
