import { NumberInput, Select, TextInput, type SelectProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDraft } from './use-draft';

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onCommit: (text: string) => void;
  maxLength?: number;
}

/** Free-text search, sent 300 ms after the last keystroke. */
export function SearchField({ label, placeholder, value, onCommit, maxLength }: SearchFieldProps) {
  const [draft, change] = useDraft(value, onCommit);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => change(event.currentTarget.value)}
      maxLength={maxLength}
    />
  );
}

interface NumberFieldProps {
  label: string;
  value: number | undefined;
  onCommit: (value: number | null) => void;
  min: number;
  max: number;
  suffix?: string;
  /** Euros may have cents; weeks and centimetres are whole numbers. */
  decimals?: boolean;
  error?: string;
}

/** A number filter, sent 300 ms after the last keystroke so "120" doesn't search for 1 and 12. */
export function NumberField(props: NumberFieldProps) {
  const { label, value, onCommit, min, max, suffix, decimals, error } = props;
  const { i18n } = useTranslation();
  const [draft, change] = useDraft(value === undefined ? '' : String(value), (text) => {
    if (text === '') return onCommit(null);
    // "1" on the way to "120" stays in the field until it makes sense; a value out of range is
    // clamped when the field is left, which sends it then.
    const number = Number(text);
    if (!Number.isNaN(number) && number >= min && number <= max) onCommit(number);
  });
  return (
    <NumberInput
      label={label}
      value={draft}
      onChange={(next) => change(String(next))}
      min={min}
      max={max}
      suffix={suffix}
      allowNegative={false}
      allowDecimal={decimals ?? false}
      decimalScale={decimals ? 2 : undefined}
      decimalSeparator={decimals && i18n.language === 'de' ? ',' : '.'}
      clampBehavior="blur"
      error={error}
    />
  );
}

type OptionSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | null) => void;
};

/** A clearable select whose empty value means "any". */
export function OptionSelect({ options, value, onChange, ...props }: OptionSelectProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Select
      data={options}
      value={value ?? null}
      onChange={onChange}
      placeholder={t('any')}
      clearable
      clearButtonProps={{ 'aria-label': t('clear') }}
      allowDeselect
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
