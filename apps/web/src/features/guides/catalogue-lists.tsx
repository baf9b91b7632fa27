import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { budgetTiers, growPlaces } from '@maryjane/contract/grow-choices';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LISTS_PATH = '/catalogue/shopping-lists';

/**
 * The catalogue's shopping lists, one link per place and budget, under the shopping-list guides
 * (spec §2: setting-up/shopping-lists shows the lists, the guides explain them).
 */
export function CatalogueLists() {
  const { t } = useTranslation(['guide-pages', 'catalogue']);
  return (
    <Stack gap="sm" component="section" aria-labelledby="catalogue-lists">
      <Title order={2} size="h3" id="catalogue-lists">
        {t('catalogueLists.title')}
      </Title>
      <Text maw={760}>{t('catalogueLists.description')}</Text>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {growPlaces.map((where) => (
          <Card component="li" key={where} withBorder padding="md">
            <Text fw={600}>{t(`catalogue:places.${where}`)}</Text>
            <Group gap="md" mt="xs">
              {budgetTiers.map((budget) => (
                <Anchor
                  key={budget}
                  component={Link}
                  to={`${LISTS_PATH}?where=${where}&budget=${budget}`}
                  aria-label={t('catalogueLists.link', {
                    where: t(`catalogue:places.${where}`),
                    budget: t(`catalogue:budgets.${budget}`),
                  })}
                >
                  {t(`catalogue:budgets.${budget}`)}
                </Anchor>
              ))}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
