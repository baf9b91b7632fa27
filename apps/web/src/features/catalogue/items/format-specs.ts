import type { ItemSpecs } from '@maryjane/contract/catalogue';
import type { TFunction } from 'i18next';

/**
 * An item's measured facts as short texts in the reader's language: "60 × 60 × 160 cm",
 * "100 W", "coverage 60 × 60 cm", "380 m³/h", "Ø 100 mm", "11 L", "pack of 5".
 */
export function formatSpecs(
  specs: ItemSpecs,
  t: TFunction<'catalogue'>,
  number: (value: number) => string,
): string[] {
  const texts: string[] = [];
  const { widthCm, depthCm, heightCm } = specs;
  if (widthCm !== undefined && depthCm !== undefined && heightCm !== undefined) {
    texts.push(
      t('specs.size3', {
        width: number(widthCm),
        depth: number(depthCm),
        height: number(heightCm),
      }),
    );
  } else if (widthCm !== undefined && depthCm !== undefined) {
    texts.push(t('specs.size2', { width: number(widthCm), depth: number(depthCm) }));
  } else {
    if (widthCm !== undefined) texts.push(t('specs.width', { value: number(widthCm) }));
    if (depthCm !== undefined) texts.push(t('specs.depth', { value: number(depthCm) }));
    if (heightCm !== undefined) texts.push(t('specs.height', { value: number(heightCm) }));
  }
  if (specs.watts !== undefined) texts.push(t('specs.watts', { value: number(specs.watts) }));
  if (specs.coverageCm !== undefined) {
    texts.push(t('specs.coverage', { value: number(specs.coverageCm) }));
  }
  if (specs.airflowM3h !== undefined) {
    texts.push(t('specs.airflow', { value: number(specs.airflowM3h) }));
  }
  if (specs.diameterMm !== undefined) {
    texts.push(t('specs.diameter', { value: number(specs.diameterMm) }));
  }
  if (specs.volumeL !== undefined) texts.push(t('specs.volume', { value: number(specs.volumeL) }));
  if (specs.weightKg !== undefined)
    texts.push(t('specs.weight', { value: number(specs.weightKg) }));
  if (specs.pieces !== undefined && specs.pieces > 1) {
    texts.push(t('specs.pieces', { value: number(specs.pieces) }));
  }
  if (specs.carbonFilter) texts.push(t('specs.carbonFilter'));
  return texts;
}
