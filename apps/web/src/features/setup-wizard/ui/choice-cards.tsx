import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description: string;
  icon?: ReactNode;
}

interface ChoiceCardsProps<T extends string> {
  label: string;
  value: T | null;
  choices: Choice<T>[];
  onChange: (value: T) => void;
}

/** One of a few answers, as large cards; arrow keys move between them like radio buttons. */
export function ChoiceCards<T extends string>({
  label,
  value,
  choices,
  onChange,
}: ChoiceCardsProps<T>) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(next) => {
        const choice = choices.find((candidate) => candidate.value === next);
        if (choice) onChange(choice.value);
      }}
      labelProps={{ mb: 'xs' }}
    >
      <SimpleGrid cols={{ base: 1, sm: choices.length }} spacing="sm">
        {choices.map((choice) => (
          <Radio.Card key={choice.value} value={choice.value} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator aria-hidden />
              <Stack gap={4}>
                <Group gap={6} wrap="nowrap">
                  {choice.icon}
                  <Text fw={700}>{choice.label}</Text>
                </Group>
                <Text size="sm">{choice.description}</Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
