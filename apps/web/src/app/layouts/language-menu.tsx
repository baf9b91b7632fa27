import { ActionIcon, Menu } from '@mantine/core';
import {
  languages,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  type Language,
} from '@maryjane/contract/constants';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../../shared/i18n';

/** en/de switcher; the choice is stored and sets <html lang> (spec §4). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
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
          aria-label={t('header.language', { language: t(`header.languages.${current}`) })}
        >
          <IconLanguage size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => void changeLanguage(language)}
          >
            {t(`header.languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
