import { Button, Group, Text } from '@mantine/core';
import type { WizardStep } from '@maryjane/contract/setup-wizard';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { missingChoice, nextStep, previousStep } from '../state/steps';
import type { WizardState } from '../state/wizard-state';

/** Back and Next; Next waits, and says why, until the step's required choice is made. */
export function StepNavigation({
  state,
  onGoTo,
}: {
  state: WizardState;
  onGoTo: (step: WizardStep) => void;
}) {
  const { t } = useTranslation('setup-wizard');
  const reasonId = useId();
  const previous = previousStep(state.step);
  const next = nextStep(state.step);
  const missing = missingChoice(state);

  return (
    <Group justify="space-between" align="center" gap="sm">
      {previous ? (
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => onGoTo(previous)}
        >
          {t('nav.back')}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Group gap="sm" justify="flex-end">
          {missing && (
            <Text size="sm" id={reasonId}>
              {t(`nav.reasons.${missing}`)}
            </Text>
          )}
          <Button
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={() => onGoTo(next)}
            disabled={missing !== null}
            aria-describedby={missing ? reasonId : undefined}
          >
            {t('nav.next')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
