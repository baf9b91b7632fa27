import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu } from './choice-menu';

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
    <ChoiceMenu
      label={t('header.theme', { scheme: t(`header.themes.${colorScheme}`) })}
      icon={<CurrentIcon size={20} aria-hidden />}
      choices={schemes.map(({ value, icon }) => ({
        value,
        icon,
        label: t(`header.themes.${value}`),
      }))}
      current={colorScheme}
      onChoose={setColorScheme}
    />
  );
}
