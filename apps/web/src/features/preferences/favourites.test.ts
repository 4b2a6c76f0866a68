import { describe, expect, it } from 'vitest';
import { withFavourite } from './favourites';

describe('a favourite marked ahead of the server', () => {
  it('puts a new favourite first', () => {
    expect(withFavourite(['b', 'a'], 'c', true)).toEqual(['c', 'b', 'a']);
  });

  it('keeps a meal once when it is marked again', () => {
    expect(withFavourite(['b', 'a'], 'a', true)).toEqual(['a', 'b']);
  });

  it('removes an unmarked meal, and changes nothing for one that was not there', () => {
    expect(withFavourite(['b', 'a'], 'b', false)).toEqual(['a']);
    expect(withFavourite(['b', 'a'], 'z', false)).toEqual(['b', 'a']);
  });
});
