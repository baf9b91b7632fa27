import { Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { Language } from '@maryjane/contract/constants';
import {
  ALERT_MAIL_WINDOW_MS,
  alertSettingsSchema,
  DEVICE_SILENT_AFTER_MS,
  type AlertSettings,
} from '@maryjane/contract/notifications';
import type { User } from '@maryjane/contract/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getApiErrorMessage } from '../../../shared/api-error-handler';
import { useForm, type Form } from '../../../shared/forms/use-form';
import { problemOfIssue, type Rule } from '../../../shared/forms/validate-field';
import { isLanguage } from '../../../shared/i18n';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { LoadError } from '../../../shared/ui/load-error';
import { QueryState } from '../../../shared/ui/query-state';
import { useAlertSettings, useUpdateAlertSettings } from '../api/alert-settings';
import { SettingsSection } from './section';

/**
 * The form holds strings: the switches as 'yes' or 'no', the times as `HH:MM` ('' until typed).
 * `timeZone` is never typed: it is the device's, and carries the server's error about it.
 */
type Values = {
  mail: 'yes' | 'no';
  quiet: 'yes' | 'no';
  from: string;
  to: string;
  timeZone: string;
};

/** The zone this browser reads times in (`Europe/Berlin`); the quiet hours are saved in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const valuesOf = (saved: AlertSettings, timeZone: string): Values => ({
  mail: saved.mail ? 'yes' : 'no',
  quiet: saved.quietHours ? 'yes' : 'no',
  from: saved.quietHours?.from ?? '',
  to: saved.quietHours?.to ?? '',
  timeZone,
});

const settingsOf = (values: Values, language: Language): AlertSettings => ({
  mail: values.mail === 'yes',
  quietHours: values.quiet === 'yes' ? { from: values.from, to: values.to } : null,
  timeZone: values.timeZone,
  language,
});

/** Whether saving `next` changes what the grower gets: zone and language only matter for mail. */
function changes(saved: AlertSettings, next: AlertSettings): boolean {
  return (
    saved.mail !== next.mail ||
    saved.quietHours?.from !== next.quietHours?.from ||
    saved.quietHours?.to !== next.quietHours?.to ||
    (next.mail && (saved.timeZone !== next.timeZone || saved.language !== next.language))
  );
}

const quietHoursSchema = alertSettingsSchema.shape.quietHours.unwrap();

/** The contract's rules for one end of the quiet hours (required, `HH:MM`, `to` ≠ `from`). */
const quietHoursRule =
  (field: 'from' | 'to'): Rule<Values> =>
  (value, values) => {
    if (values.quiet !== 'yes') return null;
    if (value === '') return 'required';
    const result = quietHoursSchema.safeParse({ from: values.from, to: values.to });
    const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
    return issue ? problemOfIssue(issue, quietHoursSchema) : null;
  };

/** The server names fields as in the body (`quietHours.to`); the form has them flat. */
const serverFields: Record<string, keyof Values> = {
  quietHours: 'from',
  'quietHours.from': 'from',
  'quietHours.to': 'to',
};

/**
 * Alerts by e-mail (issue 31, GET and PUT /user/alert-settings): the alerts the bell shows, also
 * mailed to the account's address, with quiet hours in the device's time zone. Saving sends that
 * zone and the interface's language, in which the mails are written.
 */
export function AlertMailSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const settings = useAlertSettings();
  return (
    <SettingsSection
      title={t('alertMail.title')}
      description={
        <span style={{ overflowWrap: 'anywhere' }}>
          {t('alertMail.description', { email: user.email })}
        </span>
      }
    >
      <QueryState
        query={settings}
        loading={
          <Group justify="center" py="md" role="status" aria-label={t('alertMail.loading')}>
            <Loader size="sm" />
          </Group>
        }
        error={
          <LoadError
            title={t('alertMail.loadError')}
            message={getApiErrorMessage(settings.error)}
            retryLabel={t('settings.retry')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isRefetching}
          />
        }
      >
        {(saved) => <AlertMailForm saved={saved} />}
      </QueryState>
    </SettingsSection>
  );
}

function AlertMailForm({ saved }: { saved: AlertSettings }) {
  const { t, i18n } = useTranslation('account');
  const [timeZone] = useState(browserTimeZone);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const update = useUpdateAlertSettings();
  const form = useForm<Values>({
    initialValues: valuesOf(saved, timeZone),
    rules: { from: quietHoursRule('from'), to: quietHoursRule('to') },
    fieldOfServer: (field) => serverFields[field] ?? field,
  });
  const { values } = form;
  const mailOn = values.mail === 'yes';
  const quietOn = values.quiet === 'yes';

  const submit = form.onSubmit((current) => {
    update.mutate(settingsOf(current, language), {
      onSuccess: (next) => {
        form.reset(valuesOf(next, timeZone));
        snackbar.success(t('alertMail.saved'));
      },
      onError: form.handleServerError,
    });
  });

  // What saving would change for a grower who gets mails: another device's zone or language.
  const zoneMoves = saved.mail && mailOn && saved.timeZone !== timeZone;
  const languageMoves = saved.mail && mailOn && saved.language !== language;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {/* A checkbox, not a switch: like the rest of the form, it takes effect on Save. */}
        <Checkbox
          name="mail"
          label={t('alertMail.mail')}
          description={t('alertMail.mailHint', {
            minutes: DEVICE_SILENT_AFTER_MS / 60_000,
            hours: ALERT_MAIL_WINDOW_MS / 3_600_000,
          })}
          checked={mailOn}
          onChange={(event) => form.setValue('mail', event.currentTarget.checked ? 'yes' : 'no')}
          error={form.errorText('mail')}
        />
        <Checkbox
          name="quiet"
          label={t('alertMail.quietHours')}
          description={t('alertMail.quietHoursHint')}
          checked={quietOn}
          onChange={(event) => form.setValue('quiet', event.currentTarget.checked ? 'yes' : 'no')}
        />
        {quietOn && (
          <Stack gap="xs" role="group" aria-label={t('alertMail.quietHours')} pl={{ sm: 'xl' }}>
            <SimpleGrid cols={2} spacing="sm" maw={360}>
              <TimeInput {...form.getInputProps('from')} label={t('alertMail.from')} required />
              <TimeInput
                {...form.getInputProps('to')}
                error={toError(form, t('alertMail.sameTimes'))}
                label={t('alertMail.to')}
                required
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('alertMail.timeZone', { zone: timeZone })}
            </Text>
          </Stack>
        )}
        {form.errors.timeZone && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {t('alertMail.timeZoneRefused', { zone: timeZone })}
          </Text>
        )}
        {zoneMoves && (
          <Text size="sm">
            {t('alertMail.zoneMoves', { saved: saved.timeZone, zone: timeZone })}
          </Text>
        )}
        {languageMoves && (
          <Text size="sm">
            {t('alertMail.languageMoves', {
              saved: t(`alertMail.languages.${saved.language}`),
              language: t(`alertMail.languages.${language}`),
            })}
          </Text>
        )}
        <Group>
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!changes(saved, settingsOf(values, language))}
          >
            {t('alertMail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The end of the quiet hours: the contract calls equal ends `invalid`; said as what is wrong
 * while they are equal (the server's error included), else as the form has it.
 */
function toError(form: Form<Values>, sameTimes: string): string | undefined {
  const error = form.errors.to;
  const equal = form.values.from !== '' && form.values.from === form.values.to;
  return error?.code === 'invalid' && equal ? sameTimes : form.errorText('to');
}
