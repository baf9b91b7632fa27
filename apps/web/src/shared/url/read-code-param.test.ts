import { describe, expect, it } from 'vitest';
import { readCodeParam } from './read-code-param';

describe('readCodeParam', () => {
  it.each([
    ['?code=abc123', 'abc123'],
    ['?code=a%2Bb%2Fc%3D%3D', 'a+b/c=='],
    ['?x=1&code=a+b', 'a+b'], // a raw + is part of the code, not a space
    ['?code=abc&cancel=1', 'abc'],
    ['?cancel=1&code=abc', 'abc'],
    ['?code=100%', '100%'], // not an escape: kept as it came
  ])('%s → %s', (search, expected) => {
    expect(readCodeParam(search)).toBe(expected);
  });

  it.each(['', '?', '?code=', '?code', '?codes=abc'])('%s has no code', (search) => {
    expect(readCodeParam(search)).toBeNull();
  });
});
