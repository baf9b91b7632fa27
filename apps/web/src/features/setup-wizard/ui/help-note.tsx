import { Alert, Anchor, Button, Collapse, List, Stack, Text } from '@mantine/core';
import type { ExperienceLevel, WizardStep } from '@maryjane/contract/setup-wizard';
import { useDisclosure } from '@mantine/hooks';
import { IconBulb, IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Guides worth reading on a step (list pages of guide-collections). */
const guides = {
  planning: '/guides/setting-up/planning',
  indoorVsOutdoor: '/guides/setting-up/indoor-vs-outdoor',
  legal: '/guides/setting-up/legal',
  shoppingLists: '/guides/setting-up/shopping-lists',
  cuttingCosts: '/guides/setting-up/cutting-costs',
  strainSelection: '/guides/growing/strain-selection',
  growMedium: '/guides/growing/grow-medium',
  nutrients: '/guides/growing/nutrients',
  growPhases: '/guides/growing/grow-phases',
  curing: '/guides/harvesting/curing',
} as const;
type Guide = keyof typeof guides;

/** Each step's tips: how many paragraphs (`help.<step>.p1`, `p2`) and the guides they point to. */
const tips: Partial<Record<WizardStep, { paragraphs: 1 | 2; guides: Guide[] }>> = {
  experience: { paragraphs: 1, guides: ['planning'] },
  where: { paragraphs: 2, guides: ['indoorVsOutdoor', 'legal'] },
  location: { paragraphs: 1, guides: [] },
  budget: { paragraphs: 1, guides: ['shoppingLists', 'cuttingCosts'] },
  equipment: { paragraphs: 2, guides: ['planning', 'shoppingLists'] },
  seeds: { paragraphs: 2, guides: ['strainSelection'] },
  supplies: { paragraphs: 2, guides: ['growMedium', 'nutrients'] },
  tools: { paragraphs: 1, guides: ['curing'] },
  environments: { paragraphs: 1, guides: ['planning'] },
  growCycles: { paragraphs: 2, guides: ['growPhases', 'growMedium'] },
};

function Tips({ step }: { step: WizardStep }) {
  const { t } = useTranslation('setup-wizard');
  const tip = tips[step];
  if (!tip) return null;
  const paragraphs = tip.paragraphs === 2 ? ['p1', 'p2'] : ['p1'];
  return (
    <Stack gap="xs">
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="sm">
          {t(`help.${step}.${paragraph}`)}
        </Text>
      ))}
      {tip.guides.length > 0 && (
        <List size="sm" spacing={2} aria-label={t('help.guides')}>
          {tip.guides.map((guide) => (
            <List.Item key={guide}>
              <Anchor component={Link} to={guides[guide]} size="sm" inherit>
                {t(`help.links.${guide}`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * Short explanations for the step: open for first timers, behind a toggle for hobby growers,
 * left out for experts.
 */
export function HelpNote({
  step,
  experience,
}: {
  step: WizardStep;
  experience: ExperienceLevel | null;
}) {
  const { t } = useTranslation('setup-wizard');
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  if (!tips[step] || experience === 'expert') return null;
  if (experience === 'firstTimer' || experience === null) {
    return (
      <Alert
        role="note"
        variant="light"
        color="blue"
        title={t('help.title')}
        icon={<IconBulb size={18} aria-hidden />}
      >
        <Tips step={step} />
      </Alert>
    );
  }
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconBulb size={16} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined }}
          />
        }
        aria-expanded={opened}
        aria-controls={id}
        onClick={toggle}
      >
        {t('help.toggle')}
      </Button>
      <Collapse expanded={opened} id={id} transitionDuration={0}>
        <Alert role="note" variant="light" color="blue" mt="xs">
          <Tips step={step} />
        </Alert>
      </Collapse>
    </div>
  );
}
