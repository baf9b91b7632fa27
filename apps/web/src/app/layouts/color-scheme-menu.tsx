import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChoiceMenu, type Choice } from './choice-menu';

const schemes: { value: MantineColorScheme; icon: typeof IconSun }[] = [
  { value: 'light', icon: IconSun },
  { value: 'dark', icon: IconMoon },
  // "System": Mantine's 'auto' follows prefers-color-scheme, also when the device switches.
  { value: 'auto', icon: IconDeviceDesktop },
];

/** Light, dark or the system's, and the one in use. */
export function useColorSchemeChoice() {
  const { t } = useTranslation('common');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const choices: Choice<MantineColorScheme>[] = schemes.map(({ value, icon }) => ({
    value,
    icon,
    label: t(`header.themes.${value}`),
  }));
  return {
    label: t('header.theme', { scheme: t(`header.themes.${colorScheme}`) }),
    choices,
    current: colorScheme,
    onChoose: setColorScheme,
    icon: schemes.find((scheme) => scheme.value === colorScheme)?.icon ?? IconSun,
  };
}

export function ColorSchemeMenu() {
  const { icon: CurrentIcon, ...choice } = useColorSchemeChoice();
  return <ChoiceMenu {...choice} icon={<CurrentIcon size={20} aria-hidden />} />;
}
