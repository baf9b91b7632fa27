import { pagePaths } from '@maryjane/contract/page-paths';
import {
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { LandingPage } from '@maryjane/contract/content';
import {
  IconBook,
  IconCalendar,
  IconGauge,
  IconLanguage,
  IconPackage,
  IconPlant2,
  IconShieldCheck,
  IconShoppingCart,
  IconWand,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLandingPage } from '../../shared/cms/cms-queries';
import { ContentError, ContentLoading } from '../../shared/cms/content-states';
import { MarkdownView } from '../../shared/cms/markdown-view';
import { useSession } from '../../shared/session';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import classes from './meet-maryjane-page.module.css';

const icons: Record<LandingPage['features'][number]['icon'], typeof IconWand> = {
  wand: IconWand,
  calendar: IconCalendar,
  sensor: IconGauge,
  inventory: IconPackage,
  book: IconBook,
  language: IconLanguage,
  shield: IconShieldCheck,
  cart: IconShoppingCart,
  plant: IconPlant2,
};

function LandingBody({ page }: { page: LandingPage }) {
  const { t } = useTranslation('content');
  return (
    <>
      <Stack gap="md" component="section" aria-labelledby="landing-features">
        <Title order={2} id="landing-features">
          {t('meetMaryJane.featuresHeading')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {page.features.map((feature) => {
            const Icon = icons[feature.icon];
            return (
              <Card component="li" key={feature.title} withBorder padding="lg">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={600} mt="sm">
                  {feature.title}
                </Text>
                <Text size="sm" mt={4}>
                  {feature.text}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      <MarkdownView body={page.body} />
    </>
  );
}

/** /meetmaryjane (blank layout): what MaryJane does, and the ways in. */
export function MeetMaryJanePage() {
  const { t } = useTranslation(['content', 'reader']);
  const { isAuthenticated } = useSession();
  const page = useLandingPage();
  useDocumentTitle(t('meetMaryJane.title'));

  // The hero and its ways in stand while the text loads, and if it fails to.
  return (
    <Stack gap={48} w="100%" lang={page.data?.locale}>
      <Stack gap="md" className={classes.hero}>
        <Title order={1} className={classes.title}>
          {page.data?.title ?? t('meetMaryJane.title')}
        </Title>
        {page.data && (
          <Text size="xl" maw={640}>
            {page.data.summary}
          </Text>
        )}
        <Group gap="sm">
          <Button component={Link} to={pagePaths.setupWizard} size="md">
            {t('meetMaryJane.setup')}
          </Button>
          {isAuthenticated ? (
            <Button component={Link} to={pagePaths.dashboard} size="md" variant="default">
              {t('meetMaryJane.dashboard')}
            </Button>
          ) : (
            <Button component={Link} to={pagePaths.register} size="md" variant="default">
              {t('meetMaryJane.register')}
            </Button>
          )}
        </Group>
        {!isAuthenticated && (
          <Text size="sm" c="dimmed">
            {t('meetMaryJane.haveAccount')}{' '}
            <Anchor component={Link} to={pagePaths.login} underline="always">
              {t('meetMaryJane.login')}
            </Anchor>
          </Text>
        )}
      </Stack>

      {page.isPending ? (
        <ContentLoading label={t('reader:loading')} />
      ) : page.isError ? (
        <ContentError onRetry={() => void page.refetch()} />
      ) : (
        <LandingBody page={page.data} />
      )}

      <Group gap="lg" component="nav" aria-label={t('meetMaryJane.moreLinks')}>
        <Anchor component={Link} to="/growing">
          {t('meetMaryJane.guides')}
        </Anchor>
        <Anchor component={Link} to={pagePaths.strains}>
          {t('meetMaryJane.strains')}
        </Anchor>
        <Anchor component={Link} to={pagePaths.legalDisclosure}>
          {t('legalDisclosure.title')}
        </Anchor>
      </Group>
    </Stack>
  );
}
