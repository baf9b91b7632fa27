import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useValidationText } from '../../../shared/forms/validation-text';

type QuantityInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'min' | 'max'> & {
  value: number | null;
  /** Called with whole numbers in range only (null: cleared, when `optional`). */
  onChange: (value: number | null) => void;
  min?: number;
  max: number;
  /** May be left empty (sizes); a quantity may not. */
  optional?: boolean;
};

/**
 * A whole number the wizard keeps as a number: the field may be empty or out of range while
 * the grower types; only a valid value reaches the wizard, and leaving the field shows it again.
 */
export function QuantityInput({
  value,
  onChange,
  min = 1,
  max,
  optional = false,
  ...props
}: QuantityInputProps) {
  const text = useValidationText();
  const [draft, setDraft] = useState<string | number | null>(null);
  const valid = (next: number) => Number.isInteger(next) && next >= min && next <= max;
  // What is typed but not taken yet says why.
  const problem =
    draft === null || (draft === '' && optional)
      ? undefined
      : typeof draft === 'number' && valid(draft)
        ? undefined
        : draft === ''
          ? text('required')
          : text({ code: 'outOfRange', min, max });
  return (
    <NumberInput
      error={problem}
      {...props}
      value={draft ?? value ?? ''}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      onChange={(next) => {
        setDraft(next);
        if (next === '' && optional) onChange(null);
        else if (typeof next === 'number' && valid(next)) onChange(next);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
