import { Menu } from '@mantine/core';
import { IconCheck, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HoverMenu } from './hover-menu';

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
    <HoverMenu label={label} icon={icon}>
      <ChoiceItems choices={choices} current={current} onChoose={onChoose} />
    </HoverMenu>
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
