import { Alert, Anchor, Code, Paper, Stack, Text, Title } from '@mantine/core';
import type { Operator } from '@maryjane/contract/content';
import { useTranslation } from 'react-i18next';
import { useLegalDisclosurePage } from '../../shared/cms/cms-queries';
import { ContentError, ContentLoading } from '../../shared/cms/content-states';
import { MarkdownView } from '../../shared/cms/markdown-view';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

function OperatorDetails({ operator }: { operator: Operator }) {
  const { t } = useTranslation('content');
  return (
    <Paper withBorder p="lg" maw={760} component="section" aria-labelledby="operator-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="operator-heading">
          {t('legalDisclosure.operator')}
        </Title>
        <Text component="address" style={{ fontStyle: 'normal' }}>
          {operator.name}
          <br />
          {operator.street}
          <br />
          {operator.postalCode} {operator.city}
          <br />
          {operator.country}
        </Text>
        <Stack gap={4}>
          <Text fw={600}>{t('legalDisclosure.contact')}</Text>
          <Text>
            {t('legalDisclosure.email')}:{' '}
            <Anchor href={`mailto:${operator.email}`}>{operator.email}</Anchor>
          </Text>
          {operator.phone && (
            <Text>
              {t('legalDisclosure.phone')}: {operator.phone}
            </Text>
          )}
        </Stack>
        {operator.representative && (
          <Text>
            <strong>{t('legalDisclosure.representative')}:</strong> {operator.representative}
          </Text>
        )}
        {operator.vatId && (
          <Text>
            <strong>{t('legalDisclosure.vatId')}:</strong> {operator.vatId}
          </Text>
        )}
        {operator.responsibleForContent && (
          <Text>
            <strong>{t('legalDisclosure.responsible')}:</strong> {operator.responsibleForContent}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Said plainly until the operator has given their details: a template is no Impressum. */
function NoOperator() {
  const { t } = useTranslation('content');
  return (
    <Alert
      color="orange"
      variant="light"
      maw={760}
      role="note"
      title={t('legalDisclosure.missingTitle')}
      // Mantine's orange title misses 4.5:1 on its light background; the body colour reaches it.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('legalDisclosure.missingText')}</Text>
        <Text size="sm">
          {t('legalDisclosure.missingHowTo')} <Code>content/operator.example.yml</Code> →{' '}
          <Code>DATA_DIR/operator.yml</Code>
        </Text>
      </Stack>
    </Alert>
  );
}

/** /legal-disclosure: the Impressum, with the operator's details from DATA_DIR/operator.yml. */
export function LegalDisclosurePage() {
  const { t } = useTranslation(['content', 'reader']);
  const page = useLegalDisclosurePage();
  const title = page.data?.title ?? t('legalDisclosure.title');
  useDocumentTitle(title);
  return (
    <Stack gap="lg" lang={page.data?.locale}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {page.data && (
          <Text size="lg" maw={760}>
            {page.data.summary}
          </Text>
        )}
      </Stack>
      {page.isPending ? (
        <ContentLoading label={t('reader:loading')} />
      ) : page.isError ? (
        <ContentError onRetry={() => void page.refetch()} />
      ) : (
        <>
          {page.data.operator ? <OperatorDetails operator={page.data.operator} /> : <NoOperator />}
          <MarkdownView body={page.data.body} headings={page.data.headings} />
        </>
      )}
    </Stack>
  );
}
