import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { passwordSchema } from '@maryjane/contract/user';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { failedRules } from '../forms/validate-field';

/** The password rules of spec §5, in the order the contract checks them. */
export const passwordRuleCodes = [
  'passwordTooShort',
  'passwordUppercase',
  'passwordLowercase',
  'passwordDigit',
  'passwordSpecial',
] as const;

/** Live hints under a new-password field: each rule of spec §5 with a check mark once met. */
export function PasswordRules({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation('common');
  const failed = failedRules(passwordSchema, value);
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        {t('passwordRules.title')}
      </Text>
      <List size="sm" spacing={2} center>
        {passwordRuleCodes.map((code) => {
          const met = !failed.has(code);
          return (
            <List.Item
              key={code}
              data-rule={code}
              data-met={met}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  variant={met ? 'filled' : 'light'}
                  color={met ? 'green' : 'gray'}
                  aria-hidden
                >
                  {met ? <IconCheck size={12} /> : <IconPointFilled size={10} />}
                </ThemeIcon>
              }
            >
              <Text span size="sm">
                {t(`passwordRules.${code}`)}
              </Text>
              <VisuallyHidden>
                {`: ${met ? t('passwordRules.met') : t('passwordRules.notMet')}`}
              </VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
