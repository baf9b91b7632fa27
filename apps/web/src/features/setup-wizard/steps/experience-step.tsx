import { experienceLevels } from '@maryjane/contract/setup-wizard';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../ui/choice-cards';
import { HelpNote } from '../ui/help-note';
import { StepHeader } from '../ui/step-header';
import type { StepProps } from './step-props';

/** First timer, hobby grower or expert: decides how much the wizard explains. */
export function ExperienceStep({ state, dispatch, headingRef }: StepProps) {
  const { t } = useTranslation('setup-wizard');
  return (
    <>
      <StepHeader
        title={t('experience.title')}
        description={t('experience.description')}
        headingRef={headingRef}
      >
        <HelpNote step="experience" experience={state.experience} />
      </StepHeader>
      <ChoiceCards
        label={t('experience.label')}
        value={state.experience}
        choices={experienceLevels.map((level) => ({
          value: level,
          label: t(`experience.options.${level}.label`),
          description: t(`experience.options.${level}.description`),
        }))}
        onChange={(value) => dispatch({ type: 'setExperience', value })}
      />
    </>
  );
}
