import type { FieldErrors } from '@atrium/contract/api';
import type { LoginResult } from '@atrium/contract/auth';
import { twoFactorSignIn } from '@atrium/contract/endpoints/two-factor';
import { TwoFactorMessages, TwoFactorTexts } from '@atrium/contract/two-factor';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { call } from '~/lib/api-client';
import { useCallForm } from './use-call-form';

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
  const { form, submitting, onSubmit } = useCallForm<Values>({
    initial: { code: '' },
    validate,
    submit: async (values) => {
      const { data } = await call(twoFactorSignIn, { body: { challenge, code: values.code.trim() } });
      await onSignedIn(data);
    },
    onError: (error): FieldErrors => {
      if (error.message === TwoFactorMessages.challengeExpired) onBack();
      return error.status === 401 || error.status === 400 ? { code: TwoFactorMessages.codeWrong } : {};
    },
  });

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
