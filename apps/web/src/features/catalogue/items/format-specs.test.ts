import type { Language } from '@maryjane/contract/constants';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../shared/i18n';
import { formatSpecs } from './format-specs';

const specsIn = async (language: Language, specs: Parameters<typeof formatSpecs>[0]) => {
  await changeLanguage(language);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format;
  return formatSpecs(specs, i18n.getFixedT(language, 'catalogue'), number);
};

describe('formatSpecs', () => {
  it('writes the measured facts of an item', async () => {
    expect(
      await specsIn('en', {
        widthCm: 60,
        depthCm: 60,
        heightCm: 160,
        watts: 100,
        coverageCm: 60,
        airflowM3h: 380,
        diameterMm: 100,
        volumeL: 11,
        weightKg: 2.5,
        pieces: 5,
        carbonFilter: true,
      }),
    ).toEqual([
      '60 × 60 × 160 cm',
      '100 W',
      'coverage 60 × 60 cm',
      '380 m³/h',
      'Ø 100 mm',
      '11 L',
      '2.5 kg',
      'pack of 5',
      'with carbon filter',
    ]);
  });

  it('names a lone dimension and leaves out a single piece and an absent filter', async () => {
    expect(await specsIn('en', { heightCm: 30, pieces: 1, carbonFilter: false })).toEqual([
      'height 30 cm',
    ]);
    expect(await specsIn('en', { widthCm: 80, depthCm: 80 })).toEqual(['80 × 80 cm']);
  });

  it('writes German units and decimals', async () => {
    expect(
      await specsIn('de', { volumeL: 6.5, coverageCm: 80, pieces: 10, carbonFilter: true }),
    ).toEqual(['Ausleuchtung 80 × 80 cm', '6,5 l', '10er-Pack', 'mit Aktivkohlefilter']);
  });
});
