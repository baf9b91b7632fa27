import { Select } from '@mantine/core';

interface EnumSelectProps<T extends string> {
  label: string;
  values: readonly T[];
  labelOf: (value: T) => string;
  value: T;
  onChange: (value: T) => void;
}

/** A required choice among a fixed set of values, each shown by its translated name. */
export function EnumSelect<T extends string>(props: EnumSelectProps<T>) {
  const { label, values, labelOf, value, onChange } = props;
  return (
    <Select
      label={label}
      data={values.map((option) => ({ value: option, label: labelOf(option) }))}
      value={value}
      onChange={(option) => {
        const chosen = values.find((candidate) => candidate === option);
        if (chosen) onChange(chosen);
      }}
      allowDeselect={false}
      required
    />
  );
}
