import { describe, expect, it, vi } from 'vitest';
import { memoizeByKey, once } from './memoize';

describe('memoizeByKey', () => {
  it('makes each value once per key and hands back the kept one', () => {
    const make = vi.fn((language: string) => ({ language }));
    const formatsFor = memoizeByKey(make);
    const english = formatsFor('en');
    expect(formatsFor('en')).toBe(english);
    expect(formatsFor('de')).toEqual({ language: 'de' });
    expect(make.mock.calls).toEqual([['en'], ['de']]);
  });

  it('keeps a value that is undefined as well', () => {
    const make = vi.fn(() => undefined);
    const nothing = memoizeByKey(make);
    nothing(1);
    nothing(1);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe('once', () => {
  it('makes nothing until first asked, then the same value every time', () => {
    const make = vi.fn(() => ({ made: true }));
    const formatter = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is undefined as well', () => {
    const make = vi.fn(() => undefined);
    const nothing = once(make);
    nothing();
    nothing();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
