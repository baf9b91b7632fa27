import { NavLink, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './layout.module.css';
import {
  containsActive,
  isLeafActive,
  isNavGroup,
  navSections,
  type NavEntry,
  type NavGroup,
} from './nav-items';

interface EntryProps {
  pathname: string;
  onNavigate: () => void;
}

function NavGroupItem({ group, pathname, onNavigate }: EntryProps & { group: NavGroup }) {
  const { t } = useTranslation();
  const active = containsActive(group, pathname);
  const [opened, setOpened] = useState(active);
  // Landing on a page inside a closed group (link, back button) opens it; the user's own
  // toggling is left alone otherwise.
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    if (active && !opened) setOpened(true);
  }
  const Icon = group.icon;
  return (
    <NavLink
      component="button"
      type="button"
      label={t(group.label)}
      leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
      fw={active ? 600 : undefined}
      // A closed group's links are made when it opens. Kept mounted, React made them (~200
      // elements in all) right after hydration, the server having rendered them hidden, i.e. not.
      keepMounted={false}
    >
      {group.children.map((child) => (
        <NavEntryItem
          key={entryKey(child)}
          entry={child}
          pathname={pathname}
          onNavigate={onNavigate}
        />
      ))}
    </NavLink>
  );
}

function NavEntryItem({ entry, pathname, onNavigate }: EntryProps & { entry: NavEntry }) {
  const { t } = useTranslation();
  if (isNavGroup(entry)) {
    return <NavGroupItem group={entry} pathname={pathname} onNavigate={onNavigate} />;
  }
  const Icon = entry.icon;
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={t(entry.label)}
      leftSection={Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined}
      active={isLeafActive(entry.to, pathname)}
      aria-current={pathname === entry.to ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function entryKey(entry: NavEntry): string {
  return isNavGroup(entry) ? entry.id : entry.to;
}

/**
 * The vertical navigation of spec §2, with collapsible groups. Memoized: the layout around it re-renders whenever the overlay opens
 * or closes (a tap on the burger), and its dozens of entries need not.
 */
export const AppNavbar = memo(function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    // Native scrolling: keyboard and screen-reader friendly, and no extra script.
    <div className={classes.navScroll}>
      <Stack gap="md" pb="xl">
        {navSections.map((section, index) => (
          // A titled section is a named group for screen readers; the visible title is decoration.
          <div
            key={section.heading ?? index}
            role={section.heading ? 'group' : undefined}
            aria-label={section.heading ? t(section.heading) : undefined}
          >
            {section.heading && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4} aria-hidden>
                {t(section.heading)}
              </Text>
            )}
            {section.entries.map((entry) => (
              <NavEntryItem
                key={entryKey(entry)}
                entry={entry}
                pathname={pathname}
                onNavigate={onNavigate}
              />
            ))}
          </div>
        ))}
      </Stack>
    </div>
  );
});
