import { ActionIcon, Menu } from '@mantine/core';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '@maryjane/contract/constants';
import { IconCheck, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: Icon;
  /** Language of the label, when it is written in another one (language names). */
  lang?: string;
}

/** A header button that opens a menu of choices, the current one checked (spec §9 delays). */
export function ChoiceMenu<T extends string>({
  label,
  icon,
  choices,
  current,
  onChoose,
}: {
  label: string;
  icon: ReactNode;
  choices: Choice<T>[];
  current: T;
  onChoose: (value: T) => void;
}) {
  return (
    <Menu
      trigger="click-hover"
      openDelay={MENU_OPEN_DELAY_MS}
      closeDelay={MENU_CLOSE_DELAY_MS}
      position="bottom-end"
    >
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={label}>
          {icon}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <ChoiceItems choices={choices} current={current} onChoose={onChoose} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The choices as menu items, the current one checked: a ChoiceMenu's, or a section of one. */
export function ChoiceItems<T extends string>({
  choices,
  current,
  onChoose,
}: {
  choices: Choice<T>[];
  current: T;
  onChoose: (value: T) => void;
}) {
  return choices.map(({ value, label, icon: ChoiceIcon, lang }) => (
    <Menu.Item
      key={value}
      lang={lang}
      leftSection={ChoiceIcon ? <ChoiceIcon size={16} aria-hidden /> : undefined}
      rightSection={value === current ? <IconCheck size={16} aria-hidden /> : null}
      aria-current={value === current ? 'true' : undefined}
      onClick={() => onChoose(value)}
    >
      {label}
    </Menu.Item>
  ));
}
