import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Stack,
  Tooltip,
  type FloatingPosition,
} from '@mantine/core';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '@maryjane/contract/constants';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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

interface MenuProps {
  entry: NavEntry;
  /** Icon buttons with the label as tooltip (the collapsed vertical navigation). */
  iconOnly: boolean;
  position: FloatingPosition;
}

/**
 * A group inside a group (Harvesting > Post-processing): a submenu of its own, as in the
 * vertical navigation, not its pages flattened into the parent's list (issue 30). Hover, a
 * click or tap, Enter, Space and → on its item open it (from the keyboard with the focus on its
 * first page); ← and Escape close it and give the focus back to its item, the menu around it
 * staying open.
 */
function SubGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const itemRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);

  // Escape and ← in this submenu are taken before React sees them: the menu around it closes
  // on an Escape anywhere inside it, itself included, and gets the event first; Mantine's own ←
  // closes the submenu but then looks for its item under an id it does not have (9.7.3).
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if ((event.key !== 'Escape' && event.key !== 'ArrowLeft') || !target) return;
      // The innermost submenu holding the focus is the one to close.
      if (target.closest('[data-menu-dropdown]') !== dropdownRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      setOpened(false);
      itemRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [opened]);

  return (
    <Menu.Sub opened={opened} onChange={setOpened}>
      <Menu.Sub.Target>
        <Menu.Sub.Item
          ref={itemRef}
          fw={containsActive(group, pathname) ? 600 : undefined}
          onClick={(event) => {
            setOpened(true);
            // Enter or Space (a click without a pointer): on to the first page, as with →.
            if (event.detail === 0) {
              window.setTimeout(() => {
                dropdownRef.current
                  ?.querySelector<HTMLElement>('[data-menu-item]:not([data-disabled])')
                  ?.focus();
              }, 16);
            }
          }}
        >
          {t(group.label)}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown ref={dropdownRef} className={classes.navMenu}>
        <GroupItems group={group} pathname={pathname} />
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

function GroupItems({ group, pathname }: { group: NavGroup; pathname: string }): ReactNode {
  const { t } = useTranslation();
  return group.children.map((child) =>
    isNavGroup(child) ? (
      <SubGroup key={child.id} group={child} pathname={pathname} />
    ) : (
      <Menu.Item
        key={child.to}
        component={Link}
        to={child.to}
        aria-current={pathname === child.to ? 'page' : undefined}
        fw={isLeafActive(child.to, pathname) ? 600 : undefined}
      >
        {t(child.label)}
      </Menu.Item>
    ),
  );
}

/** One top-level entry: a link, or a menu of its pages (opens on hover or click, spec §9). */
function NavEntryMenu({ entry, iconOnly, position }: MenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(entry.label);
  const Icon = entry.icon ?? IconDots;
  const active = containsActive(entry, pathname);
  const variant = active ? 'light' : 'subtle';
  const icon = <Icon size={20} stroke={1.6} aria-hidden />;

  if (!isNavGroup(entry)) {
    const current = pathname === entry.to ? 'page' : undefined;
    return iconOnly ? (
      <Tooltip label={label} position="right" withArrow>
        <ActionIcon
          component={Link}
          to={entry.to}
          size="xl"
          variant={variant}
          aria-label={label}
          aria-current={current}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    ) : (
      <Button
        component={Link}
        to={entry.to}
        variant={variant}
        leftSection={icon}
        aria-current={current}
      >
        {label}
      </Button>
    );
  }

  return (
    <Menu
      trigger="click-hover"
      openDelay={MENU_OPEN_DELAY_MS}
      closeDelay={MENU_CLOSE_DELAY_MS}
      position={position}
      offset={6}
      transitionProps={{ transition: 'slide-down' }}
    >
      <Menu.Target>
        {iconOnly ? (
          <ActionIcon size="xl" variant={variant} aria-label={label}>
            {icon}
          </ActionIcon>
        ) : (
          <Button
            variant={variant}
            leftSection={icon}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {label}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown className={classes.navMenu}>
        {iconOnly && <Menu.Label>{label}</Menu.Label>}
        <GroupItems group={entry} pathname={pathname} />
      </Menu.Dropdown>
    </Menu>
  );
}

const topEntries = navSections.flatMap((section) => section.entries);

/** The horizontal navigation: the sections of the vertical one as a menu bar. */
export function HorizontalNav() {
  return (
    <Group gap={4} wrap="nowrap" className={classes.horizontalNav}>
      {topEntries.map((entry) => (
        <NavEntryMenu
          key={isNavGroup(entry) ? entry.id : entry.to}
          entry={entry}
          iconOnly={false}
          position="bottom-start"
        />
      ))}
    </Group>
  );
}

/** The collapsed vertical navigation: icons, labels in tooltips, pages in side menus. */
export function CollapsedNav() {
  return (
    <Stack gap={6} align="center" py="xs">
      {topEntries.map((entry) => (
        <NavEntryMenu
          key={isNavGroup(entry) ? entry.id : entry.to}
          entry={entry}
          iconOnly
          position="right-start"
        />
      ))}
    </Stack>
  );
}
