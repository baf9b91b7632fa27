import { pagePaths } from '@maryjane/contract/page-paths';
import { ActionIcon, Menu, SimpleGrid } from '@mantine/core';
import {
  IconBook,
  IconCalendar,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconPackage,
  IconPlant2,
  IconSeedling,
  IconWand,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../shared/session';
import classes from './layout.module.css';

const personal = [
  { to: pagePaths.dashboard, label: 'nav:dashboard', icon: IconLayoutDashboard },
  { to: pagePaths.growCycles, label: 'nav:myGrow.growCycles', icon: IconPlant2 },
  { to: pagePaths.calendar, label: 'nav:myGrow.calendar', icon: IconCalendar },
  { to: '/my/inventory/seeds', label: 'nav:inventory.title', icon: IconPackage },
];
const everyone = [
  { to: pagePaths.setupWizard, label: 'nav:setupWizard', icon: IconWand },
  { to: pagePaths.strains, label: 'nav:catalogue.strains', icon: IconSeedling },
  { to: '/growing', label: 'guides:sections.growing.title', icon: IconBook },
  { to: '/harvesting', label: 'guides:sections.harvesting.title', icon: IconBook },
];

/** The navbar's shortcuts (spec §2): the places a grower opens most, two clicks from anywhere. */
export function ShortcutsMenu() {
  const { t } = useTranslation(['common', 'nav', 'guides']);
  const { isAuthenticated } = useSession();
  const shortcuts = isAuthenticated ? [...personal, ...everyone] : everyone;
  return (
    <Menu position="bottom-end" width={300} withArrow shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shortcuts.open')}>
          <IconLayoutGrid size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shortcuts.title')}</Menu.Label>
        <SimpleGrid cols={2} spacing={4} p={4}>
          {shortcuts.map(({ to, label, icon: Icon }) => (
            <Menu.Item
              key={to}
              component={Link}
              to={to}
              className={classes.shortcut}
              leftSection={<Icon size={18} aria-hidden />}
            >
              {t(label)}
            </Menu.Item>
          ))}
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
