import type { Language } from './constants';

/**
 * Per-plant records (issue 26): a plant's sex and status, and the record fields of a journal
 * entry (height, training, health observation). No zod here, so the web's badges and the
 * health → guide map can be imported without the schemas.
 */

export const plantSexes = ['unknown', 'female', 'male', 'hermaphrodite'] as const;
export type PlantSex = (typeof plantSexes)[number];

/** Only `growing` plants count towards the legal limit. */
export const plantStatuses = ['growing', 'removed', 'harvested'] as const;
export type PlantStatus = (typeof plantStatuses)[number];

/** Why a plant was removed; `other` wants the note. */
export const removalReasons = [
  'male',
  'hermaphrodite',
  'sick',
  'pests',
  'weak',
  'died',
  'other',
] as const;
export type RemovalReason = (typeof removalReasons)[number];

export const trainingTechniques = [
  'topping',
  'fimming',
  'lst',
  'supercropping',
  'defoliation',
  'lollipopping',
  'scrog',
  'transplant',
] as const;
export type TrainingTechnique = (typeof trainingTechniques)[number];

export const healthCodes = [
  'yellowing_lower_leaves',
  'nutrient_burn',
  'ph_lockout',
  'heat_stress',
  'light_burn',
  'overwatering',
  'underwatering',
  'spider_mites',
  'fungus_gnats',
  'thrips',
  'aphids',
  'powdery_mildew',
  'bud_rot',
  'root_rot',
  'nanners',
] as const;
export type HealthCode = (typeof healthCodes)[number];

export const HEIGHT_CM_MIN = 0.1;
export const HEIGHT_CM_MAX = 500;
export const POT_L_MIN = 0.1;
export const POT_L_MAX = 1000;

/** A guide section: the guide (collection and id) and the heading's anchor in each language. */
export interface GuideSection {
  collection: 'troubleshooting' | 'nutrients';
  id: string;
  anchor: Record<Language, string>;
}

const environmental = (en: string, de: string): GuideSection => ({
  collection: 'troubleshooting',
  id: 'environmental-stress-symptoms-and-fixes',
  anchor: { en, de },
});
const pests = (en: string, de: string): GuideSection => ({
  collection: 'troubleshooting',
  id: 'pests-spider-mites-gnats-thrips-aphids',
  anchor: { en, de },
});
const mould = (en: string, de: string): GuideSection => ({
  collection: 'troubleshooting',
  id: 'mould-mildew-bud-rot-and-root-rot',
  anchor: { en, de },
});
const deficiencies = (en: string, de: string): GuideSection => ({
  collection: 'nutrients',
  id: 'deficiencies-nutrient-burn-and-flushing',
  anchor: { en, de },
});

/**
 * Where each observation is explained. The anchors are the headings' slugs (`headingSlug` in
 * content-ids.ts); a test checks each against the guide files in both languages.
 */
export const healthGuides: Record<HealthCode, GuideSection> = {
  yellowing_lower_leaves: deficiencies(
    'where-the-symptom-starts-tells-you-a-lot',
    'wo-das-symptom-beginnt-verraet-viel',
  ),
  nutrient_burn: deficiencies(
    'too-much-nutrient-burn-and-nitrogen-excess',
    'zu-viel-naehrstoffbrand-und-stickstoffueberschuss',
  ),
  ph_lockout: environmental('ph-lockout', 'ph-blockade'),
  heat_stress: environmental('heat-stress', 'hitzestress'),
  light_burn: environmental('light-burn-and-bleaching', 'lichtbrand-und-ausbleichen'),
  overwatering: environmental('overwatering-and-underwatering', 'zu-viel-und-zu-wenig-wasser'),
  underwatering: environmental('overwatering-and-underwatering', 'zu-viel-und-zu-wenig-wasser'),
  spider_mites: pests('spider-mites', 'spinnmilben'),
  fungus_gnats: pests('fungus-gnats', 'trauermuecken'),
  thrips: pests('thrips', 'thripse'),
  aphids: pests('aphids', 'blattlaeuse'),
  powdery_mildew: mould('powdery-mildew', 'echter-mehltau'),
  bud_rot: mould('bud-rot', 'bluetenfaeule'),
  root_rot: mould('root-rot', 'wurzelfaeule'),
  nanners: environmental('hermaphrodites-and-nanners', 'zwitter-und-bananen'),
};
