import { isValidationCode } from '@maryjane/contract/validation';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../shared/forms/validation-text';
import type { WizardProblem } from '../state/problems';

/** A problem in the reader's language: our text for the code, else the server's. */
export function useProblemText() {
  const { t, i18n } = useTranslation('setup-wizard');
  return (problem: WizardProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.code === 'duplicateName') return t('problems.duplicateName');
    if (isValidationCode(problem.code)) return validationText(t, i18n.language, problem);
    return problem.message ?? t('validation:invalid');
  };
}
