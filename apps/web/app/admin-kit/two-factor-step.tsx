import type { FieldErrors } from '@atrium/contract/api';
import type { LoginResult } from '@atrium/contract/auth';
import { twoFactorSignIn } from '@atrium/contract/endpoints/two-factor';
import { TwoFactorMessages, TwoFactorTexts } from '@atrium/contract/two-factor';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { ApiError, call } from '~/lib/api-client';
import { toastError } from '~/lib/toast';

type Values = { code: string };

const validate = (values: Values) => (values.code.trim() ? {} : { code: TwoFactorMessages.codeRequired });

export type TwoFactorStepProps = {
  challenge: string;
  onSignedIn: (result: LoginResult) => Promise<void> | void;
  /** Back to the password (also when the challenge has expired). */
  onBack: () => void;
  secondary?: ReactNode;
};

/**
 * Decision 036: the sign-in's second step, after a right password for a user with TOTP: a code
 * from the authenticator app, or one of the recovery codes.
 */
export function TwoFactorStep({ challenge, onSignedIn, onBack, secondary }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const form = useKitForm<Values>({ initial: { code: '' }, validate, serverErrors });
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setServerErrors({});
    if (!form.attempt()) return;
    setSubmitting(true);
    try {
      const { data } = await call(twoFactorSignIn, { body: { challenge, code: form.values.code.trim() } });
      await onSignedIn(data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      toastError(error.message);
      setSubmitting(false);
      if (error.message === TwoFactorMessages.challengeExpired) onBack();
      else if (error.status === 401 || error.status === 400) setServerErrors({ code: TwoFactorMessages.codeWrong });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="two-factor-title">
      <Stack gap="lg">
        <div>
          <Title order={1} id="two-factor-title" fz={28}>
            {TwoFactorTexts.stepTitle}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {recovery ? TwoFactorTexts.stepRecoveryIntro : TwoFactorTexts.stepIntro}
          </Text>
        </div>
        <TextInput
          key={recovery ? 'recovery' : 'totp'}
          label={recovery ? TwoFactorTexts.recoveryCode : TwoFactorTexts.code}
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('code')}
          withAsterisk
          data-autofocus
          autoFocus
        />
        <Group justify="space-between" wrap="nowrap">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {TwoFactorTexts.back}
          </Anchor>
          <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setRecovery(!recovery)}>
            {recovery ? TwoFactorTexts.useApp : TwoFactorTexts.useRecovery}
          </Anchor>
        </Group>
        <Stack gap="sm">
          <Button type="submit" size="md" fullWidth loading={submitting}>
            {TwoFactorTexts.verify}
          </Button>
          {secondary}
        </Stack>
      </Stack>
    </form>
  );
}
