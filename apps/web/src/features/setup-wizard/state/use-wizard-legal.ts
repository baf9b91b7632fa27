import type { LegalCheck } from '@maryjane/contract/legal';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { useLegalCheck } from '../../../shared/api/get-legal-check';
import { useSession } from '../../../shared/session';
import { checkBeforePlan } from './legal-plan';
import type { WizardState } from './wizard-state';

/**
 * The legal check before the wizard's plan: its household answers (a signed-in grower's saved
 * ones where it has none) and the plants that grower has growing already.
 */
export function useWizardLegal(state: WizardState): LegalCheck {
  const { isAuthenticated } = useSession();
  const user = useCurrentUser();
  const legal = useLegalCheck({ enabled: isAuthenticated });
  return checkBeforePlan(
    state,
    isAuthenticated ? user.data : null,
    isAuthenticated ? (legal.data?.plants ?? 0) : 0,
  );
}
