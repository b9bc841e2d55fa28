import { describe, expect, it } from 'vitest';
import { listReferenceOf } from './list-reference';

describe('listReferenceOf', () => {
  it.each([
    ['100038', '100038'],
    [' 100038 ', '100038'],
    ['Liste n° 100038', '100038'],
    ['liste n°100038', '100038'],
    ['N° 100 038', '100038'],
    ['n°\u00a0100\u202f038', '100038'],
    ['No 100038', '100038'],
    ['demo00parent', 'demo00parent'],
    ['DEMO00PARENT', 'demo00parent'],
    ['4f1c2a9b0d3e5f6a7b8c', '4f1c2a9b0d3e5f6a7b8c'],
    // An id that starts like 'n° 0...' stays the id.
    ['n0abcdef12', 'n0abcdef12'],
  ])('[S7.28] [S1.4] reads %j as the list %j', (typed, reference) => {
    expect(listReferenceOf(typed)).toBe(reference);
  });

  it.each(['', 'Liste', 'n°', 'abc', 'liste-100038', '100038!', 'a'.repeat(33), '1'.repeat(33)])(
    '[S7.28] [S1.4] refuses %j: neither a list number nor a list id',
    (typed) => {
      expect(listReferenceOf(typed)).toBeUndefined();
    },
  );
});
