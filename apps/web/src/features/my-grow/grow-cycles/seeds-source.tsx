import { Alert, Checkbox } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Whether new plants take their seeds from the chosen seeds line (issue 25), and a warning
 * before saving when the line has fewer seeds than plants are planned: it never refuses, the
 * line just goes to 0.
 */
export function SeedsSource({
  checked,
  onChange,
  left,
  needed,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Seeds in the line, or null when none is chosen. */
  left: number | null;
  /** New plants this save adds. */
  needed: number;
}) {
  const { t } = useTranslation('my-grow');
  const short = checked && left !== null && needed > left;
  return (
    <>
      <Checkbox
        label={t('cycles.form.seedsFromInventory', { count: needed })}
        description={t('cycles.form.seedsFromInventoryHint')}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {short && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
          {left === 0
            ? t('cycles.form.seedsUsedUp', { count: needed })
            : t('cycles.form.seedsShort', { count: left, plants: needed })}
        </Alert>
      )}
    </>
  );
}
