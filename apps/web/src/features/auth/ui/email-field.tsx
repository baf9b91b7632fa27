import { TextInput, type TextInputProps } from '@mantine/core';

/** The account's email address: the @ keyboard on phones, and the browser fills it in. */
export function EmailField(props: TextInputProps) {
  return <TextInput type="email" autoComplete="email" inputMode="email" required {...props} />;
}
