import type { PasswordInputProps } from '@mantine/core';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  /** The form's props for the new password; its value drives the rule hints. */
  password: PasswordInputProps & { value: string };
  confirm: PasswordInputProps;
}

/** A new password, the rules it must meet (checked off while typing) and its confirmation. */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirm,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" required {...password} />
      <PasswordRules value={password.value} />
      <PasswordField label={confirmLabel} autoComplete="new-password" required {...confirm} />
    </>
  );
}
