import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS } from '@maryjane/contract/constants';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const schemes: { value: MantineColorScheme; icon: typeof IconSun }[] = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  // "System": Mantine's 'auto' follows prefers-color-scheme, also when the device switches.
  { value: 'auto', icon: IconDeviceDesktop },
];

export function ColorSchemeMenu() {
  const { t } = useTranslation('common');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const CurrentIcon = schemes.find((scheme) => scheme.value === colorScheme)?.icon ?? IconSun;
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
          aria-label={t('header.theme', { scheme: t(`header.themes.${colorScheme}`) })}
        >
          <CurrentIcon size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {schemes.map(({ value, icon: Icon }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={value === colorScheme ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={value === colorScheme ? 'true' : undefined}
            onClick={() => setColorScheme(value)}
          >
            {t(`header.themes.${value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
