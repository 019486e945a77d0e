import { stepUp } from '@atrium/contract/endpoints/step-up';
import { StepUpMessages, StepUpTexts } from '@atrium/contract/step-up';
import { TwoFactorMessages } from '@atrium/contract/two-factor';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PasswordField } from '~/components/password-field';
import { call, setStepUpHandler } from '~/lib/api-client';
import { getStoredUser } from '~/lib/session';
import { useCallForm } from './use-call-form';

type Values = { password: string; code: string };

/**
 * Decision 068: a call that needs the sudo window (a passkey added or removed, a new email, new
 * recovery codes) opens this over the screen, which stays as it was with what was typed. The
 * password (or, with two-factor on, a code) opens the window and the call goes again; Cancel
 * leaves the call refused.
 */
export function StepUpDialog() {
  const [pending, setPending] = useState<((ok: boolean) => void) | null>(null);

  useEffect(
    () =>
      setStepUpHandler(
        () =>
          new Promise<boolean>((resolve) => {
            setPending(() => resolve);
          }),
      ),
    [],
  );

  function settle(ok: boolean) {
    pending?.(ok);
    setPending(null);
  }

  return (
    <Modal
      opened={pending !== null}
      onClose={() => settle(false)}
      title={StepUpTexts.title}
      centered
      // Above a dialog that asked for it (a passkey's name), like the session dialog.
      zIndex={300}
      closeButtonProps={{ 'aria-label': StepUpTexts.close }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {pending ? <StepUpForm onDone={() => settle(true)} onCancel={() => settle(false)} /> : null}
    </Modal>
  );
}

function StepUpForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const twoFactor = getStoredUser()?.two_factor_enabled === true;
  const [useCode, setUseCode] = useState(false);
  const { form, submitting, onSubmit } = useCallForm<Values>({
    initial: { password: '', code: '' },
    validate: (values) =>
      useCode
        ? values.code.trim()
          ? {}
          : { code: TwoFactorMessages.codeRequired }
        : values.password
          ? {}
          : { password: StepUpMessages.passwordRequired },
    submit: async ({ password, code }) => {
      await call(stepUp, { body: useCode ? { code: code.trim() } : { password } });
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={StepUpTexts.title}>
      <Stack gap="md">
        <Text size="sm">{useCode ? StepUpTexts.introCode : StepUpTexts.intro}</Text>
        {useCode ? (
          <TextInput
            key="code"
            label={StepUpTexts.code}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            {...form.field('code')}
            withAsterisk
            data-autofocus
          />
        ) : (
          <PasswordField
            key="password"
            label={StepUpTexts.password}
            name="password"
            autoComplete="current-password"
            {...form.field('password')}
            withAsterisk
            data-autofocus
          />
        )}
        {twoFactor ? (
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setUseCode(!useCode)}>
            {useCode ? StepUpTexts.usePassword : StepUpTexts.useCode}
          </Anchor>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {StepUpTexts.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {StepUpTexts.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
