import { pagePaths } from '@maryjane/contract/page-paths';
import { Anchor, Button, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { getApiErrorMessage } from '../../shared/api-error-handler';
import { LoadError } from '../../shared/ui/load-error';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useNoIndex } from '../../shared/ui/use-no-index';
import { useSharedReport } from './api/get-shared-report';
import { GrowReportView } from './results/grow-report-view';
import { PrintButton } from './results/print-button';
import { ReportHeader } from './results/report-header';

/**
 * /shared/:token: a grow report a grower shared by link, read-only and for anyone, signed in or
 * not. Rendered on the server; never indexed. It shows the report and the name the grower chose
 * to show, nothing of their account.
 */
export function SharedReportPage() {
  const { t } = useTranslation('results');
  const { token = '' } = useParams();
  const report = useSharedReport(token);
  useNoIndex();
  const gone = isApiError(report.error) && report.error.status === 404;
  const name = report.data?.results.name;
  useDocumentTitle(
    gone ? t('shared.gone.title') : name ? t('shared.documentTitle', { name }) : t('shared.kicker'),
  );

  if (gone) {
    return (
      <Stack align="center" ta="center" gap="md" py="xl">
        <Title order={1}>{t('shared.gone.title')}</Title>
        <Text maw={480}>{t('shared.gone.text')}</Text>
        <Button
          component={Link}
          to={pagePaths.home}
          leftSection={<IconHome size={18} aria-hidden />}
        >
          {t('shared.gone.home')}
        </Button>
      </Stack>
    );
  }
  if (!report.data) {
    return report.isError ? (
      <Stack gap="lg">
        <Title order={1}>{t('shared.kicker')}</Title>
        <LoadError
          onRetry={() => void report.refetch()}
          retrying={report.isRefetching}
          message={getApiErrorMessage(report.error)}
        />
      </Stack>
    ) : (
      <Stack gap="lg" role="status" aria-label={t('report.loading')}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={160} />
        <Skeleton height={280} />
      </Stack>
    );
  }

  const data = report.data;
  return (
    <Stack gap="lg">
      <ReportHeader
        kicker={t('shared.kicker')}
        title={data.results.name}
        byline={data.sharedBy ? t('shared.by', { name: data.sharedBy }) : null}
        actions={<PrintButton />}
      />
      <GrowReportView report={data} shared />
      <Divider />
      <Text size="sm" c="dimmed" ta="center" component="footer">
        {t('shared.footer')}{' '}
        <Anchor component={Link} to={pagePaths.home} size="sm">
          {t('shared.home')}
        </Anchor>
      </Text>
    </Stack>
  );
}
