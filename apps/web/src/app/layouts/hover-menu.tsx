import { ActionIcon, Menu } from '@mantine/core';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '@maryjane/contract/constants';
import type { ReactNode } from 'react';

interface HoverMenuProps {
  /** The button's name for screen readers. */
  label: string;
  icon: ReactNode;
  /** A round button (the user's face). */
  round?: boolean;
  /** The menu's items. */
  children: ReactNode;
}

/** A header icon button whose menu opens on hover or click, with spec §9's delays. */
export function HoverMenu({ label, icon, round = false, children }: HoverMenuProps) {
  return (
    <Menu
      trigger="click-hover"
      openDelay={MENU_OPEN_DELAY_MS}
      closeDelay={MENU_CLOSE_DELAY_MS}
      position="bottom-end"
    >
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          radius={round ? 'xl' : undefined}
          aria-label={label}
        >
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
