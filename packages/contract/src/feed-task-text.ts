import type { Language } from './constants';

// Apart from ./feeding.ts, which exports it too, so that the dashboard can name a feed task
// without loading zod.

/** What a feed task of the schedule says (./feeding.ts `feedTaskSchema`). */
interface FeedTaskWords {
  phase: 'germinate' | 'vegetative' | 'flowering';
  week: number;
  doses: { name: string; dose: number; unit: string }[];
}

const phaseWords: Record<Language, Record<FeedTaskWords['phase'] | 'week', string>> = {
  en: { germinate: 'Germination', vegetative: 'Veg', flowering: 'Flower', week: 'week' },
  de: { germinate: 'Keimung', vegetative: 'Wachstum', flowering: 'Blüte', week: 'Woche' },
};

/** "4 ml/L Bio·Bloom, 1 ml/L Top·Max" (de: "1,5 ml/L …"). */
export function feedDosesText(doses: FeedTaskWords['doses'], language: Language): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return doses.map((dose) => `${number.format(dose.dose)} ${dose.unit} ${dose.name}`).join(', ');
}

/** "Flower week 3: 4 ml/L Bio·Bloom, 1 ml/L Top·Max" (de: "Blüte Woche 3: 4 ml/L …"). */
export function feedTaskText(task: FeedTaskWords, language: Language): string {
  const words = phaseWords[language];
  return `${words[task.phase]} ${words.week} ${task.week}: ${feedDosesText(task.doses, language)}`;
}
