import { act, renderHook } from '@testing-library/react';
import { numberOrText, wholeNumber } from '@maryjane/contract/zod-helpers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage, i18n } from '../i18n';
import { useForm } from './use-form';
import { schemaProblem, schemaRule } from './validate-field';
import { validationText } from './validation-text';

const text = (language: string, problem: Parameters<typeof validationText>[2]) =>
  validationText(i18n.getFixedT(language), language, problem);

const litres = numberOrText(
  'invalid',
  z.coerce.number('invalid').min(0.5, 'outOfRange').max(1500, 'outOfRange'),
).nullish();

describe('outOfRange names the range (issue 30)', () => {
  it('takes both bounds from the schema that refused the value', () => {
    expect(schemaProblem(wholeNumber(0, 20), '25')).toEqual({
      code: 'outOfRange',
      min: 0,
      max: 20,
    });
    expect(schemaProblem(wholeNumber(0, 20), '-1')).toEqual({
      code: 'outOfRange',
      min: 0,
      max: 20,
    });
    expect(schemaProblem(litres, 0.1)).toEqual({ code: 'outOfRange', min: 0.5, max: 1500 });
    expect(schemaProblem(wholeNumber(0, 20), '7')).toBeNull();
  });

  it('keeps the general sentence where the range is unknown', () => {
    const list = z.array(z.string()).max(1, 'outOfRange');
    expect(schemaProblem(list, ['a', 'b'])).toEqual({ code: 'outOfRange' });
    expect(text('en', { code: 'outOfRange' })).toBe('This number is outside the allowed range');
    expect(text('de', { code: 'outOfRange' })).toBe(
      'Diese Zahl liegt außerhalb des erlaubten Bereichs',
    );
  });

  it('writes the numbers as the reader does, in both languages', () => {
    expect(text('en', { code: 'outOfRange', min: 0, max: 20 })).toBe('Enter a number from 0 to 20');
    expect(text('de', { code: 'outOfRange', min: 0, max: 20 })).toBe(
      'Gib eine Zahl von 0 bis 20 ein',
    );
    expect(text('en', { code: 'outOfRange', min: 0.5, max: 1500 })).toBe(
      'Enter a number from 0.5 to 1,500',
    );
    expect(text('de', { code: 'outOfRange', min: 0.5, max: 1500 })).toBe(
      'Gib eine Zahl von 0,5 bis 1.500 ein',
    );
    expect(text('en', { code: 'outOfRange', max: 20_000 })).toBe(
      'Enter a number of at most 20,000',
    );
    expect(text('de', { code: 'outOfRange', min: 1 })).toBe('Gib eine Zahl von mindestens 1 ein');
    expect(text('en', { code: 'required' })).toBe('This field is required');
  });
});

describe('a form field out of range', () => {
  const setUp = () =>
    renderHook(() =>
      useForm({ initialValues: { plants: '' }, rules: { plants: schemaRule(wholeNumber(0, 20)) } }),
    );

  it('says the range of its schema, in the reader’s language', async () => {
    const { result } = setUp();
    act(() => result.current.setValue('plants', '25'));
    act(() => void result.current.validate());
    expect(result.current.errorText('plants')).toBe('Enter a number from 0 to 20');
    await act(() => changeLanguage('de'));
    expect(result.current.errorText('plants')).toBe('Gib eine Zahl von 0 bis 20 ein');
  });

  it('says the range the API names, and the general sentence when it names none', () => {
    const { result } = setUp();
    act(
      () =>
        void result.current.setServerErrors([
          { field: 'plants', code: 'outOfRange', message: 'x', min: 1, max: 12.5 },
        ]),
    );
    expect(result.current.errorText('plants')).toBe('Enter a number from 1 to 12.5');
    act(
      () =>
        void result.current.setServerErrors([
          { field: 'plants', code: 'outOfRange', message: 'x' },
        ]),
    );
    expect(result.current.errorText('plants')).toBe('This number is outside the allowed range');
  });
});
