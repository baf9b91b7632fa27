import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** What the pages are of, for screen readers ("Result pages"). */
  label: string;
}

/** Page buttons with first and last (spec §9), labelled for screen readers; none for one page. */
export function ListPagination({ page, total, pageSize, onChange, label }: ListPaginationProps) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const controlLabels = {
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
  };
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        withEdges
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
      />
    </Center>
  );
}
