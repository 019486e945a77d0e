import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput with what assistive technology needs: the input reports
 * aria-invalid when it has an error, and the show/hide toggle is reachable and named.
 */
export function PasswordField({ error, label, ...props }: PasswordInputProps & { label: string }) {
  return (
    <PasswordInput
      label={label}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `Show ${label.toLowerCase()}` }}
      {...props}
    />
  );
}
