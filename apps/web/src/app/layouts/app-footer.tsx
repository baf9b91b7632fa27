import { pagePaths } from '@maryjane/contract/page-paths';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './layout.module.css';

const links = [
  { to: pagePaths.legalDisclosure, label: 'footer.legalDisclosure' },
  { to: '/growing', label: 'footer.guides' },
  { to: pagePaths.meetMaryJane, label: 'footer.meetMaryJane' },
] as const;

export function AppFooter({ mode = 'static' }: { mode?: 'sticky' | 'static' }) {
  const { t } = useTranslation('common');
  return (
    <footer className={classes.footer} data-mode={mode}>
      <Group justify="space-between" gap="sm">
        <Group component="nav" aria-label={t('footer.label')} gap="md">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm">
              {t(link.label)}
            </Anchor>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Group>
    </footer>
  );
}
