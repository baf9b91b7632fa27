import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SortSelectProps<S extends string> {
  sorts: readonly S[];
  value: S;
  /** `null` for the default order (by name), which the address leaves out. */
  onChange: (sort: S | null) => void;
}

export function SortSelect<S extends string>({ sorts, value, onChange }: SortSelectProps<S>) {
  const { t } = useTranslation('catalogue');
  return (
    <Select
      label={t('sort.label')}
      data={sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      value={value}
      onChange={(next) => {
        const sort = sorts.find((candidate) => candidate === next);
        if (sort) onChange(sort === sorts[0] ? null : sort);
      }}
      allowDeselect={false}
      w={240}
    />
  );
}
