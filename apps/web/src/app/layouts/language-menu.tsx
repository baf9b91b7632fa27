import { languages, type Language } from '@maryjane/contract/constants';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../../shared/i18n';
import { ChoiceMenu, type Choice } from './choice-menu';

/** The languages, each named in itself, and the reader's; choosing one stores it. */
export function useLanguageChoice() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const choices: Choice<Language>[] = languages.map((language) => ({
    value: language,
    lang: language,
    label: t(`header.languages.${language}`),
  }));
  return {
    label: t('header.language', { language: t(`header.languages.${current}`) }),
    choices,
    current,
    onChoose: (language: Language) => void changeLanguage(language),
  };
}

/** en/de switcher; the choice is stored and sets <html lang> (spec §4). */
export function LanguageMenu() {
  const choice = useLanguageChoice();
  return <ChoiceMenu {...choice} icon={<IconLanguage size={20} aria-hidden />} />;
}
