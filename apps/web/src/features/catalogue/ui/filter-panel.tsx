import { Box, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilterOff } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './filter-panel.module.css';
import type { UrlFilters } from './use-url-filters';

interface FilterPanelProps {
  filters: UrlFilters;
  children: ReactNode;
}

/**
 * The filters box of a catalogue page: heading, reset, and on phones a show/hide toggle. Below
 * Mantine's `sm` breakpoint the filters fold away, so results are not a long scroll away; the
 * fold is CSS (./filter-panel.module.css), the same in the server's markup and after hydration.
 */
export function FilterPanel({ filters, children }: FilterPanelProps) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('filters')}
          </Title>
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={filters.reset}
              disabled={!filters.filtered}
            >
              {t('resetFilters')}
            </Button>
            <Button
              hiddenFrom="sm"
              variant="light"
              size="compact-sm"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((wasOpen) => !wasOpen)}
            >
              {open ? t('hideFilters') : t('showFilters')}
            </Button>
          </Group>
        </Group>
        <Box className={classes.panel} data-open={open} id={panelId}>
          <Stack gap="md">{children}</Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
