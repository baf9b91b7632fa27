import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { WizardStep } from '@maryjane/contract/setup-wizard';
import { IconDeviceFloppy, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardProblem } from '../state/problems';
import { useProblemText } from '../ui/problem-text';
import { StepHeader } from '../ui/step-header';
import { SetupSummary } from './setup-summary';
import type { StepProps } from './step-props';

export interface EndStepProps extends StepProps {
  signedIn: boolean;
  /** What keeps the setup from being saved, on any step. */
  blocking: WizardProblem[];
  saving: boolean;
  onSave: () => void;
  onSaveAfter: (page: 'register' | 'login') => void;
  onFinishWithoutAccount: () => void;
  onGoTo: (step: WizardStep) => void;
}

/** The summary, what happens next, and saving: to the account, or after signing up or in. */
export function EndStep({
  state,
  headingRef,
  legal,
  signedIn,
  blocking,
  saving,
  onSave,
  onSaveAfter,
  onFinishWithoutAccount,
  onGoTo,
}: EndStepProps) {
  const { t } = useTranslation('setup-wizard');
  const problemText = useProblemText();
  const blocked = blocking.length > 0;
  const saveHeadingId = useId();

  return (
    <>
      <StepHeader
        title={t('end.title')}
        description={t('end.description')}
        headingRef={headingRef}
      />
      <SetupSummary state={state} legal={legal} />
      <Paper withBorder p="md" component="section" aria-labelledby={saveHeadingId}>
        <Stack gap="sm">
          <Title order={3} id={saveHeadingId}>
            {t('end.save.title')}
          </Title>
          {blocked && (
            <Alert color="red" variant="light" title={t('end.save.blocked')}>
              <List size="sm" spacing={4}>
                {blocking.map((problem, index) => (
                  <List.Item key={`${problem.ref}-${problem.field}-${index}`}>
                    {t(`steps.${problem.step}`)}: {problemText(problem)}{' '}
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => onGoTo(problem.step)}
                    >
                      {t('end.save.fix', { step: t(`steps.${problem.step}`) })}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {signedIn ? (
            <>
              <Text>{t('end.save.signedIn')}</Text>
              <Group>
                <Button
                  leftSection={<IconDeviceFloppy size={18} aria-hidden />}
                  onClick={onSave}
                  loading={saving}
                  disabled={blocked}
                >
                  {t('end.save.toAccount')}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text>{t('end.save.visitor')}</Text>
              <Group>
                <Button
                  leftSection={<IconUserPlus size={18} aria-hidden />}
                  onClick={() => onSaveAfter('register')}
                  disabled={blocked}
                >
                  {t('end.save.register')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconLogin size={18} aria-hidden />}
                  onClick={() => onSaveAfter('login')}
                  disabled={blocked}
                >
                  {t('end.save.login')}
                </Button>
                <Button variant="subtle" color="red" onClick={onFinishWithoutAccount}>
                  {t('end.save.withoutAccount')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
