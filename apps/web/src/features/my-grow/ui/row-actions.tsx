import { Button, Group, type MantineSpacing } from '@mantine/core';
import { IconPencil, IconTrash, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  icon: Icon;
  label: string;
  /** The label with what it acts on, for screen readers ("Edit Tent 1"). */
  ariaLabel: string;
  onClick: () => void;
}

interface RowActionsProps {
  /** `false` leaves an action out (e.g. one not allowed here). */
  actions: (RowAction | false)[];
  /** Smaller, quieter buttons, for a line inside a card. */
  compact?: boolean;
  mt?: MantineSpacing;
}

/** The buttons beside or under a card's or a row's name. */
export function RowActions({ actions, compact = false, mt }: RowActionsProps) {
  return (
    <Group gap="xs" mt={mt}>
      {actions.map(
        (action) =>
          action && (
            <Button
              key={action.label}
              variant={compact ? 'subtle' : 'default'}
              size={compact ? 'compact-xs' : 'xs'}
              leftSection={<action.icon size={compact ? 14 : 16} aria-hidden />}
              onClick={action.onClick}
              aria-label={action.ariaLabel}
            >
              {action.label}
            </Button>
          ),
      )}
    </Group>
  );
}

/** Edit and delete for one named thing. */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  mt,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation('my-grow');
  return (
    <RowActions
      mt={mt}
      actions={[
        {
          icon: IconPencil,
          label: t('actions.edit'),
          ariaLabel: t('actions.editNamed', { name }),
          onClick: onEdit,
        },
        {
          icon: IconTrash,
          label: t('actions.delete'),
          ariaLabel: t('actions.deleteNamed', { name }),
          onClick: onDelete,
        },
      ]}
    />
  );
}
