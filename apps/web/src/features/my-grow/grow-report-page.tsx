import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { getApiErrorMessage } from '../../shared/api-error-handler';
import { LoadError } from '../../shared/ui/load-error';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useGrowReport } from './api/get-grow-report';
import { GrowReportView } from './results/grow-report-view';
import { HarvestLegalNotice } from './results/harvest-legal-notice';
import { PrintButton } from './results/print-button';
import { ReportHeader } from './results/report-header';
import { ShareButton } from './sharing/share-button';
import { isUuid } from './ui/is-uuid';

/** /my/grow-cycles/:id/report: one grow on one page, to read, print or share. */
export function GrowReportPage() {
  const { t } = useTranslation('results');
  const { id = '' } = useParams();
  const known = isUuid(id);
  const report = useGrowReport(id, known);
  const notFound = !known || (isApiError(report.error) && report.error.status === 404);
  const name = report.data?.results.name;
  useDocumentTitle(
    notFound
      ? t('my-grow:detail.notFound.title')
      : name
        ? t('report.documentTitle', { name })
        : t('report.kicker'),
  );

  if (notFound) {
    return (
      <Stack align="flex-start" gap="md">
        <Title order={1}>{t('my-grow:detail.notFound.title')}</Title>
        <Text>{t('my-grow:detail.notFound.text')}</Text>
        <Button
          component={Link}
          to={pagePaths.growCycles}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('my-grow:detail.back')}
        </Button>
      </Stack>
    );
  }

  const back = (
    <Anchor
      component={Link}
      to={pagePath(pagePaths.growCycle, { id })}
      size="sm"
      data-print="hidden"
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('report.back')}
      </Group>
    </Anchor>
  );

  if (!report.data) {
    return (
      <Stack gap="lg">
        {back}
        {report.isError ? (
          <>
            <Title order={1}>{t('report.kicker')}</Title>
            <LoadError
              onRetry={() => void report.refetch()}
              retrying={report.isRefetching}
              message={getApiErrorMessage(report.error)}
            />
          </>
        ) : (
          <Stack gap="lg" role="status" aria-label={t('report.loading')}>
            <Skeleton height={36} width="50%" />
            <Skeleton height={160} />
            <Skeleton height={280} />
          </Stack>
        )}
      </Stack>
    );
  }

  const data = report.data;
  return (
    <Stack gap="lg">
      {back}
      <ReportHeader
        kicker={t('report.kicker')}
        title={data.results.name}
        actions={
          <>
            <ShareButton cycleId={data.results.cycleId} cycleName={data.results.name} />
            <PrintButton />
          </>
        }
      />
      <HarvestLegalNotice check={data.results.legal} />
      <GrowReportView report={data} />
    </Stack>
  );
}
