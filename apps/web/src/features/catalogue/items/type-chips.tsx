import { Anchor, Chip, Group, Skeleton, Stack, Text } from '@mantine/core';
import { catalogueTypes, type TypeSummary } from '@maryjane/contract/catalogue';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cataloguePaths } from '../catalogue-paths';

const ALL = '';

interface TypeChipsProps {
  types: TypeSummary[] | undefined;
  value: string | undefined;
  onChange: (type: string | null) => void;
}

/** One chip per type with its item count; types kept elsewhere link there instead. */
export function TypeChips({ types, value, onChange }: TypeChipsProps) {
  const { t } = useTranslation('catalogue');
  const labelId = useId();
  if (!types) {
    return (
      <Group gap="xs" aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={26} width={96} radius="xl" />
        ))}
      </Group>
    );
  }
  const own = types.filter((type) => !type.seeAlso || type.itemCount > 0);
  const elsewhere = types.filter((type) => type.seeAlso);
  const total = own.reduce((sum, type) => sum + type.itemCount, 0);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={labelId}>
        {t('items.filters.type')}
      </Text>
      <Chip.Group value={value ?? ALL} onChange={(next) => onChange(next === ALL ? null : next)}>
        <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
          <Chip value={ALL} size="sm">
            {t('items.allTypes', { count: total })}
          </Chip>
          {own.map((type) => (
            <Chip key={type.key} value={type.key} size="sm">
              {t('items.typeWithCount', { type: t(`types.${type.key}`), count: type.itemCount })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {elsewhere.length > 0 && (
        <Group gap="md">
          {elsewhere.map((type) => (
            <SeeAlsoLink key={type.key} type={type} />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function SeeAlsoLink({ type }: { type: TypeSummary }) {
  const { t } = useTranslation('catalogue');
  if (!type.seeAlso) return null;
  const target = type.seeAlso;
  // The same type in the other part of the catalogue opens already filtered.
  const filtered = target !== 'strains' && type.key in catalogueTypes[target];
  const to = filtered ? `${cataloguePaths[target]}?type=${type.key}` : cataloguePaths[target];
  return (
    <Anchor component={Link} to={to} size="sm">
      {t('items.seeAlso', { type: t(`types.${type.key}`), section: t(`sections.${target}`) })}
      <IconArrowRight
        size={14}
        aria-hidden
        style={{ marginInlineStart: 4, verticalAlign: 'middle' }}
      />
    </Anchor>
  );
}
