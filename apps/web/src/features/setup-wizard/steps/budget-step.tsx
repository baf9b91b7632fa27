import { budgetTiers } from '@maryjane/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../ui/choice-cards';
import { HelpNote } from '../ui/help-note';
import { StepHeader } from '../ui/step-header';
import type { StepProps } from './step-props';

/** Budget, balanced or premium: which shopping lists fill the next steps. */
export function BudgetStep({ state, dispatch, headingRef }: StepProps) {
  const { t } = useTranslation('setup-wizard');
  return (
    <>
      <StepHeader
        title={t('budget.title')}
        description={t('budget.description')}
        headingRef={headingRef}
      >
        <HelpNote step="budget" experience={state.experience} />
      </StepHeader>
      <ChoiceCards
        label={t('budget.label')}
        value={state.budget}
        choices={budgetTiers.map((tier) => ({
          value: tier,
          label: t(`budget.options.${tier}.label`),
          description: t(`budget.options.${tier}.description`),
        }))}
        onChange={(value) => dispatch({ type: 'setBudget', value })}
      />
    </>
  );
}
