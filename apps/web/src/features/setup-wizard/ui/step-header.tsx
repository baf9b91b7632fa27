import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

interface StepHeaderProps {
  title: string;
  description: string;
  /** The page moves focus here when the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** The step's heading, what it is about, and its help. */
export function StepHeader({ title, description, headingRef, children }: StepHeaderProps) {
  return (
    <Stack gap="xs">
      <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      <Text>{description}</Text>
      {children}
    </Stack>
  );
}
