import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChoiceItems } from './choice-menu';
import { useColorSchemeChoice } from './color-scheme-menu';
import { CustomizeDrawer } from './customize-drawer';
import { useLanguageChoice } from './language-menu';

/**
 * On a phone the header has no room for the language, colour scheme and layout buttons (nor
 * the shortcuts, which the navigation holds too): this one menu holds them.
 */
export function MoreMenu() {
  const { t } = useTranslation(['common', 'layout']);
  const language = useLanguageChoice();
  const scheme = useColorSchemeChoice();
  const [customizing, drawer] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('header.more')}>
            <IconDots size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('header.languageTitle')}</Menu.Label>
          <ChoiceItems
            choices={language.choices}
            current={language.current}
            onChoose={language.onChoose}
          />
          <Menu.Divider />
          <Menu.Label>{t('header.themeTitle')}</Menu.Label>
          <ChoiceItems
            choices={scheme.choices}
            current={scheme.current}
            onChoose={scheme.onChoose}
          />
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconAdjustments size={16} aria-hidden />}
            aria-haspopup="dialog"
            onClick={drawer.open}
          >
            {t('layout:open')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CustomizeDrawer opened={customizing} onClose={drawer.close} />
    </>
  );
}
