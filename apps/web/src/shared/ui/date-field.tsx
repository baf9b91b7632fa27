import type { Language } from '@maryjane/contract/constants';
import { isIsoDate } from '@maryjane/contract/dates';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/de';
import { useTranslation } from 'react-i18next';
import { useFirstDayOfWeek } from './first-day-of-week';

/** Typed dates per language: en mm/dd/yyyy, de dd.mm.yyyy (spec §5, issue 5). */
const formats = {
  en: {
    display: 'MM/DD/YYYY',
    placeholder: 'mm/dd/yyyy',
    pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
    order: 'mdy',
  },
  de: {
    display: 'DD.MM.YYYY',
    placeholder: 'dd.mm.yyyy',
    pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/,
    order: 'dmy',
  },
} as const;

const pad = (value: string) => value.padStart(2, '0');

/** What the grower typed, as `YYYY-MM-DD`, or null when it is not a real day in that format. */
export function parseTypedDate(text: string, language: Language): string | null {
  const format = formats[language];
  const trimmed = text.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const match = format.pattern.exec(trimmed);
  if (!match) return null;
  const [, first = '', second = '', year = ''] = match;
  const [month, day] = format.order === 'mdy' ? [first, second] : [second, first];
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) ? iso : null;
}

/** The picker's years run 100 back and 52 ahead (spec §9). */
function yearBounds(today = new Date()) {
  const year = today.getFullYear();
  return { minDate: `${year - 100}-01-01`, maxDate: `${year + 52}-12-31` };
}

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** `YYYY-MM-DD`, '' for none, or the text typed when it is no real day. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A date field that takes typed dates in the reader's format and has a calendar to pick from.
 * What the grower types is never replaced (issue 25): a real day outside `minDate`/`maxDate`
 * reaches `onChange` as that day, text that is no day (02/31/2026) as the text itself, so the
 * form's rule shows why (`dayRule`) instead of the field going back to the last good day.
 */
export function DateField({ value, onChange, onInput, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language.startsWith('de') ? 'de' : 'en';
  const format = formats[language];
  const firstDayOfWeek = useFirstDayOfWeek();
  return (
    <DateInput
      {...yearBounds()}
      locale={language}
      valueFormat={format.display}
      placeholder={format.placeholder}
      dateParser={(text) => parseTypedDate(text, language)}
      firstDayOfWeek={firstDayOfWeek}
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearable={!props.required}
      clearButtonProps={{ 'aria-label': t('common:clearDate') }}
      {...props}
      // Mantine's own onChange comes after this and only for days within the bounds.
      onInput={(event) => {
        onInput?.(event);
        const text = event.currentTarget.value;
        onChange(text.trim() === '' ? '' : (parseTypedDate(text, language) ?? text));
      }}
      // Tidying the text on blur would put back the last good day over what was typed.
      fixOnBlur={isIsoDate(value)}
      value={isIsoDate(value) ? value : null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
