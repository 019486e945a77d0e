import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactor,
} from '@atrium/contract/endpoints/two-factor';
import { UsersTexts } from '@atrium/contract/users';
import { TwoFactorMessages, TwoFactorTexts, type TwoFactorStart } from '@atrium/contract/two-factor';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCallForm } from '~/admin-kit/use-call-form';
import { PasswordField } from '~/components/password-field';
import { ApiError, call } from '~/lib/api-client';
import { useCurrentUser } from '~/lib/session';
import { toastError, toastSuccess } from '~/lib/toast';
import { profileQueryKey } from '~/lib/use-profile';

/** Decision 036: the profile's "Two-factor authentication": enrol (QR, key, code), recovery codes once, turn off. */
export function TwoFactorSection() {
  const user = useCurrentUser();
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<TwoFactorStart | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [starting, setStarting] = useState(false);
  const enabled = user?.two_factor_enabled === true;
  const refreshProfile = () => client.invalidateQueries({ queryKey: profileQueryKey });

  // Decision 068: asks for the password first when the sudo window is closed (the API client's dialog).
  const regenerate = () =>
    modals.openConfirmModal({
      title: TwoFactorTexts.regenerateTitle,
      children: <Text size="sm">{TwoFactorTexts.regenerateText}</Text>,
      labels: { confirm: TwoFactorTexts.regenerateConfirm, cancel: TwoFactorTexts.cancel },
      onConfirm: async () => {
        try {
          const answer = await call(regenerateRecoveryCodes, {});
          if (answer.message) toastSuccess(answer.message);
          setCodes(answer.data.recovery_codes);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (error.status !== 401) toastError(error.message);
        }
      },
    });

  async function start() {
    setStarting(true);
    try {
      setEnrolment((await call(startTwoFactor, {})).data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status !== 401) toastError(error.message);
    } finally {
      setStarting(false);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mt="lg" component="section" aria-labelledby="two-factor">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} id="two-factor" fz={{ base: 18, sm: 20 }}>
            {TwoFactorTexts.section}
          </Title>
          <Badge color={enabled ? 'teal' : 'gray'} variant="dot" style={{ flexShrink: 0 }}>
            {enabled ? UsersTexts.on : UsersTexts.off}
          </Badge>
        </Group>
        {user?.two_factor_required && !enabled && !codes ? (
          <Alert color="yellow" variant="light">
            {TwoFactorTexts.requiredNotice}
          </Alert>
        ) : null}
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              void refreshProfile();
            }}
          />
        ) : enrolment ? (
          <Enrolment
            enrolment={enrolment}
            onCancel={() => setEnrolment(null)}
            onConfirmed={(recovery) => {
              setEnrolment(null);
              setCodes(recovery);
            }}
          />
        ) : enabled ? (
          <Group justify="space-between" align="flex-end">
            <Text size="sm" c="dimmed" maw={560}>
              {TwoFactorTexts.onIntro}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={regenerate}>
                {TwoFactorTexts.regenerate}
              </Button>
              <Button variant="default" color="red" onClick={() => setDisabling(true)}>
                {TwoFactorTexts.disable}
              </Button>
            </Group>
          </Group>
        ) : (
          <Group justify="space-between" align="flex-end">
            <Text size="sm" c="dimmed" maw={560}>
              {TwoFactorTexts.offIntro}
            </Text>
            <Button onClick={start} loading={starting}>
              {TwoFactorTexts.setUp}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={disabling} onClose={() => setDisabling(false)} title={TwoFactorTexts.disableTitle} centered>
        {disabling ? (
          <DisableForm
            onDone={() => {
              setDisabling(false);
              void refreshProfile();
            }}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}

const codeValidate = (values: { code: string }) => (values.code.trim() ? {} : { code: TwoFactorMessages.codeRequired });

function Enrolment({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: TwoFactorStart;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const { form, submitting, onSubmit } = useCallForm({
    initial: { code: '' },
    validate: codeValidate,
    submit: async (values) => {
      const answer = await call(confirmTwoFactor, { body: { code: values.code.trim() } });
      if (answer.message) toastSuccess(answer.message);
      onConfirmed(answer.data.recovery_codes);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{TwoFactorTexts.scan}</Text>
        <Group align="flex-start" gap="lg">
          <Image src={enrolment.qr} alt={TwoFactorTexts.qrAlt} w={200} h={200} radius="sm" />
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Text size="sm" fw={500}>
              {TwoFactorTexts.manualKey}
            </Text>
            <Code data-testid="two-factor-key" style={{ overflowWrap: 'anywhere', fontSize: 14 }}>
              {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
          </Stack>
        </Group>
        <TextInput
          label={TwoFactorTexts.code}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={240}
          {...form.field('code')}
          withAsterisk
        />
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {TwoFactorTexts.confirm}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {TwoFactorTexts.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'atrium-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md">
      <Title order={3} fz={16}>
        {TwoFactorTexts.codesTitle}
      </Title>
      <Text size="sm">{TwoFactorTexts.codesIntro}</Text>
      <SimpleGrid cols={2} spacing="xs" maw={360} data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} fz={14}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? TwoFactorTexts.copied : TwoFactorTexts.copy}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {TwoFactorTexts.download}
        </Button>
        <Button onClick={onDone}>{TwoFactorTexts.codesDone}</Button>
      </Group>
    </Stack>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { form, submitting, onSubmit } = useCallForm({
    initial: { password: '', code: '' },
    validate: (values: { password: string; code: string }) =>
      values.password || values.code.trim() ? {} : { password: TwoFactorMessages.disableNeedsProof },
    submit: async ({ password, code }) => {
      const answer = await call(disableTwoFactor, { body: password ? { password } : { code: code.trim() } });
      if (answer.message) toastSuccess(answer.message);
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{TwoFactorTexts.disableIntro}</Text>
        <PasswordField
          label={TwoFactorTexts.password}
          autoComplete="current-password"
          {...form.field('password')}
          data-autofocus
        />
        <TextInput
          label={TwoFactorTexts.codeOrNothing}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.field('code')}
        />
        <Button type="submit" color="red" loading={submitting}>
          {TwoFactorTexts.disable}
        </Button>
      </Stack>
    </form>
  );
}
