import { Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** Removes one entry of a step's list; the aria-label names the entry. */
export function RemoveButton(props: { label: string; ariaLabel: string; onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={props.onClick}
      aria-label={props.ariaLabel}
    >
      {props.label}
    </Button>
  );
}

/** Adds an entry under a step's list, until the list is full. */
export function AddButton(props: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <Group>
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={props.onClick}
        disabled={props.disabled}
      >
        {props.label}
      </Button>
    </Group>
  );
}
