import { useTranslation } from 'react-i18next';
import { localToday } from '../../../shared/ui/dates';
import type { ProposalTexts } from './proposals';

/** The names the wizard proposes, in the grower's language, and today. */
export function useProposalTexts(): () => ProposalTexts {
  const { t } = useTranslation('setup-wizard');
  return () => ({
    environment: {
      indoor: { name: t('proposals.indoor.name'), location: t('proposals.indoor.location') },
      greenhouse: {
        name: t('proposals.greenhouse.name'),
        location: t('proposals.greenhouse.location'),
      },
      outdoor: { name: t('proposals.outdoor.name'), location: t('proposals.outdoor.location') },
    },
    cycleName: (strain) => t('cycles.proposedName', { strain }),
    today: localToday(),
  });
}
