import { Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import type { Environment } from '@maryjane/contract/environments';
import {
  defaultTargets,
  LEAF_TEMPERATURE_OFFSET_C,
  targetPhases,
  type EnvironmentTargets,
  type TargetPhase,
} from '@maryjane/contract/sensors';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-error';
import { showApiError } from '../../../shared/api-error-handler';
import { useForm } from '../../../shared/forms/use-form';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useReplaceEnvironmentTargets } from '../api/replace-environment-targets';
import { TargetRowFields } from './target-row';
import { TargetsActions } from './targets-actions';
import {
  fieldErrorsOnForm,
  initialValues,
  overridesOf,
  phaseOfField,
  rowsOf,
  rulesOf,
  type TargetRow,
  type TargetValues,
} from './target-values';

/**
 * The targets of every phase of one environment, the defaults of its grow's medium with its own
 * values over them; saving sends what differs from those defaults.
 */
export function TargetsForm({
  environment,
  answer,
  onDone,
}: {
  environment: Environment;
  answer: EnvironmentTargets;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('my-grow');
  const replace = useReplaceEnvironmentTargets();
  const { targets, medium } = answer;
  const [defaults] = useState(() => defaultTargets(medium));
  const [rows] = useState(() => rowsOf(targets));
  const [rules] = useState(() => rulesOf(rows));
  const form = useForm<TargetValues>({ initialValues: initialValues(targets, rows), rules });
  // The current grow's phase first: its targets are the ones that apply now.
  const [phase, setPhase] = useState<TargetPhase>(answer.phase ?? 'seedling');
  // A field with an error on another tab: shown, then focused once its panel is visible.
  const revealing = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { name } = environment;

  // After every render: the errors that come with a reveal render the form again anyway.
  useEffect(() => {
    if (!revealing.current) return;
    const element = formRef.current?.elements.namedItem(revealing.current);
    if (element instanceof HTMLElement) element.focus();
    revealing.current = null;
  });

  const reveal = (field: string | undefined) => {
    if (!field) return;
    revealing.current = field;
    setPhase(phaseOfField(field));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    reveal(
      Object.keys(rules).find((field) => rules[field]?.(form.values[field] ?? '', form.values)),
    );
    form.onSubmit(save)(event);
  };

  const save = (values: TargetValues) => {
    const overrides = overridesOf(values, rows, defaults);
    replace.mutate(
      { id: environment.id, body: { targets: overrides } },
      {
        onSuccess: () => {
          snackbar.success(t('targets.saved', { name }));
          onDone();
        },
        onError: (error) => showServerError(error, overrides),
      },
    );
  };

  const showServerError = (error: unknown, sent: TargetRow[]) => {
    const onForm = isApiError(error) ? fieldErrorsOnForm(error.fieldErrors, sent) : [];
    if (form.setServerErrors(onForm) > 0) {
      reveal(Object.keys(rules).find((field) => onForm.some((each) => each.field === field)));
    } else {
      showApiError(error);
    }
  };

  const reset = () =>
    replace.mutate(
      { id: environment.id, body: { targets: [] } },
      {
        onSuccess: () => {
          snackbar.success(t('targets.resetDone', { name }));
          onDone();
        },
        onError: showApiError,
      },
    );

  const hasErrors = (of: TargetPhase) =>
    Object.entries(form.errors).some(([field, error]) => error && phaseOfField(field) === of);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('targets.intro')}</Text>
        <Text size="sm">
          {answer.phase
            ? t('targets.basis.grow', {
                phase: t(`targets.phases.${answer.phase}`),
                medium: t(`targets.mediums.${medium}`),
              })
            : t('targets.basis.none')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('targets.vpdNote', {
            offset: new Intl.NumberFormat(i18n.language).format(LEAF_TEMPERATURE_OFFSET_C),
          })}
        </Text>
        <Tabs value={phase} onChange={(value) => value && setPhase(value as TargetPhase)}>
          <Tabs.List aria-label={t('targets.phase')}>
            {targetPhases.map((each) => (
              <Tabs.Tab
                key={each}
                value={each}
                rightSection={
                  hasErrors(each) ? (
                    <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden />
                  ) : undefined
                }
              >
                {t(`targets.phases.${each}`)}
                {hasErrors(each) && (
                  <>
                    {' '}
                    <VisuallyHidden>{t('targets.phaseHasErrors')}</VisuallyHidden>
                  </>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {targetPhases.map((each) => (
            <Tabs.Panel key={each} value={each} pt="md">
              <Stack gap="md">
                {rows
                  .filter((row) => row.phase === each)
                  .map((row) => (
                    <TargetRowFields
                      key={row.metric}
                      form={form}
                      row={row}
                      defaults={defaults}
                      medium={medium}
                    />
                  ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <TargetsActions name={name} saving={replace.isPending} onReset={reset} onCancel={onDone} />
      </Stack>
    </form>
  );
}
