import { Box, Progress, Stack, Stepper, Text } from '@mantine/core';
import { wizardSteps, type WizardStep } from '@maryjane/contract/setup-wizard';
import { useTranslation } from 'react-i18next';
import { stepIndex } from '../state/steps';
import classes from './step-progress.module.css';

interface StepProgressProps {
  step: WizardStep;
  /** Index of the furthest step reached: steps up to it can be clicked. */
  reached: number;
  onSelect: (step: WizardStep) => void;
}

/**
 * Where the grower is: the stepper on wide screens, "Step 3 of 11" and a bar on phones (chosen by
 * CSS, see the stylesheet).
 */
export function StepProgress({ step, reached, onSelect }: StepProgressProps) {
  const { t } = useTranslation('setup-wizard');
  const active = stepIndex(step);
  const count = wizardSteps.length;

  return (
    <>
      <Stack gap={6} className={classes.phone}>
        <Text fw={600} aria-live="polite">
          {t('progress.phone', { number: active + 1, count, name: t(`steps.${step}`) })}
        </Text>
        <Progress value={((active + 1) / count) * 100} aria-label={t('progress.bar')} />
      </Stack>
      <Box component="nav" aria-label={t('progress.label')} className={classes.wide}>
        <Stepper
          active={active}
          onStepClick={(index) => {
            const target = wizardSteps[index];
            if (target) onSelect(target);
          }}
          size="xs"
          iconSize={28}
          classNames={{ steps: classes.steps, separator: classes.separator }}
          allowNextStepsSelect={false}
        >
          {wizardSteps.map((name, index) => (
            <Stepper.Step
              key={name}
              label={t(`steps.${name}`)}
              allowStepSelect={index <= reached && index !== active}
              aria-current={index === active ? 'step' : undefined}
              aria-disabled={index > reached || undefined}
            />
          ))}
        </Stepper>
      </Box>
    </>
  );
}
