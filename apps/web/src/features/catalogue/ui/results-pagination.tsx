import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResultsPaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** Page buttons with first and last; labelled for screen readers, hidden for a single page. */
export function ResultsPagination({ page, total, pageSize, onChange }: ResultsPaginationProps) {
  const { t } = useTranslation('catalogue');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const controlLabels = {
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
  };
  return (
    <Center component="nav" aria-label={t('pagination.label')}>
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
