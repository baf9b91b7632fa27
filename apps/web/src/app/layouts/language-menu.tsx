import { languages, type Language } from '@maryjane/contract/constants';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../../shared/i18n';
import { ChoiceMenu } from './choice-menu';

/** en/de switcher; the choice is stored and sets <html lang> (spec §4). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <ChoiceMenu
      label={t('header.language', { language: t(`header.languages.${current}`) })}
      icon={<IconLanguage size={20} aria-hidden />}
      choices={languages.map((language) => ({
        value: language,
        lang: language,
        label: t(`header.languages.${language}`),
      }))}
      current={current}
      onChoose={(language) => void changeLanguage(language)}
    />
  );
}
