import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Save, cancel, or reset to the defaults; resetting throws away every value the grower set, so
 * it asks first, in place of the buttons.
 */
export function TargetsActions({
  name,
  saving,
  onReset,
  onCancel,
}: {
  name: string;
  saving: boolean;
  onReset: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const [confirming, setConfirming] = useState(false);
  const resetRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  const questionId = useId();

  // The button that was pressed is gone; focus goes to what replaced it.
  useEffect(() => {
    if (toggled.current) (confirming ? confirmRef : resetRef).current?.focus();
  }, [confirming]);

  const ask = (asking: boolean) => {
    toggled.current = true;
    setConfirming(asking);
  };

  if (confirming) {
    return (
      <Stack gap="xs">
        <Text size="sm" id={questionId}>
          {t('targets.resetQuestion', { name })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => ask(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            ref={confirmRef}
            color="red.9"
            onClick={onReset}
            loading={saving}
            aria-describedby={questionId}
          >
            {t('targets.resetConfirm')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      <Button ref={resetRef} variant="subtle" onClick={() => ask(true)}>
        {t('targets.reset')}
      </Button>
      <Group gap="sm" ml="auto">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('actions.save')}
        </Button>
      </Group>
    </Group>
  );
}
