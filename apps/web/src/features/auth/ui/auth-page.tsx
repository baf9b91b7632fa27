import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

interface AuthPageProps {
  title: string;
  description?: ReactNode;
  /** Above the card, e.g. where the reader returns to after signing in. */
  notice?: ReactNode;
  /** Below the card: links to the other sign-in pages. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in pages (blank layout): title, short text, the form on a card. */
export function AuthPage({ title, description, notice, footer, children }: AuthPageProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" w="100%" maw={440} mx="auto">
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        {description && <Text>{description}</Text>}
      </Stack>
      {notice}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {children}
      </Paper>
      {footer}
    </Stack>
  );
}

/** A footer line that leads to the other way in ("No account yet? Register"). */
export function SwitchPageLink({
  question,
  to,
  label,
}: {
  question: string;
  to: string;
  label: string;
}) {
  return (
    <Group gap="xs">
      <Text>{question}</Text>
      <Anchor component={Link} to={to}>
        {label}
      </Anchor>
    </Group>
  );
}
