import {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from '@atrium/contract/endpoints/passkeys';
import { PasskeyMessages, PasskeyTexts, renamePasskeyBodySchema, type Passkey } from '@atrium/contract/passkeys';
import { Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  browserSupportsWebAuthn,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCallForm } from '~/admin-kit/use-call-form';
import { ApiError, call } from '~/lib/api-client';
import { formatDateTime } from '~/lib/dates';
import { schemaErrors } from '~/lib/form-errors';
import { toastError, toastSuccess } from '~/lib/toast';

const passkeysKey = ['admin-profile', 'passkeys'] as const;
const validate = (values: { name: string }) => schemaErrors<'name'>(renamePasskeyBodySchema, values);

function failed(error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  if (error.status !== 401) toastError(error.message);
}

/** Decision 036: the profile's passkeys: add (named), rename, remove. */
export function PasskeysSection() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: passkeysKey, queryFn: async () => (await call(listPasskeys, {})).data });
  const [editing, setEditing] = useState<Passkey | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: passkeysKey });
  const passkeys = list.data ?? [];

  const remove = (passkey: Passkey) =>
    modals.openConfirmModal({
      title: PasskeyTexts.removeTitle(passkey.name),
      children: <Text size="sm">{PasskeyTexts.removeText}</Text>,
      labels: { confirm: PasskeyTexts.remove, cancel: PasskeyTexts.cancel },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const answer = await call(removePasskey, { params: { id: passkey.id } });
          if (answer.message) toastSuccess(answer.message);
          await refresh();
        } catch (error) {
          failed(error);
        }
      },
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mt="lg" component="section" aria-labelledby="passkeys">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} id="passkeys" fz={{ base: 18, sm: 20 }}>
              {PasskeyTexts.section}
            </Title>
            <Text size="sm" c="dimmed" mt={4} maw={560}>
              {PasskeyTexts.intro}
            </Text>
          </div>
          <Button onClick={() => setEditing('new')}>{PasskeyTexts.add}</Button>
        </Group>
        {passkeys.length === 0 ? (
          <Text size="sm" c="dimmed">
            {list.isPending ? '' : PasskeyTexts.none}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{PasskeyTexts.name}</Table.Th>
                  <Table.Th visibleFrom="sm">{PasskeyTexts.added}</Table.Th>
                  <Table.Th visibleFrom="sm">{PasskeyTexts.lastUsed}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {passkeys.map((passkey) => (
                  <Table.Tr key={passkey.id} data-passkey={passkey.name}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{passkey.name}</Table.Td>
                    <Table.Td visibleFrom="sm">{formatDateTime(passkey.created_at)}</Table.Td>
                    <Table.Td visibleFrom="sm">
                      {passkey.last_used_at ? formatDateTime(passkey.last_used_at) : PasskeyTexts.never}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="default" onClick={() => setEditing(passkey)}>
                          {PasskeyTexts.rename}
                        </Button>
                        <Button size="xs" variant="default" color="red" onClick={() => remove(passkey)}>
                          {PasskeyTexts.remove}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? PasskeyTexts.addTitle : PasskeyTexts.renameTitle}
        centered
      >
        {editing !== null ? (
          <NameForm
            passkey={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
              void refresh();
            }}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}

function NameForm({ passkey, onDone }: { passkey: Passkey | null; onDone: () => void }) {
  const { form, submitting, onSubmit } = useCallForm({
    initial: { name: passkey?.name ?? '' },
    validate,
    submit: async (values) => {
      const name = values.name.trim();
      let answer;
      if (passkey) {
        answer = await call(renamePasskey, { params: { id: passkey.id }, body: { name } });
      } else {
        if (!browserSupportsWebAuthn()) throw new ApiError(0, PasskeyMessages.unsupported);
        const options = (await call(passkeyRegistrationOptions, {}))
          .data as unknown as PublicKeyCredentialCreationOptionsJSON;
        let response;
        try {
          response = await startRegistration({ optionsJSON: options });
        } catch (error) {
          const known = error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
          throw new ApiError(0, known ? PasskeyMessages.alreadyOnDevice : PasskeyMessages.cancelled);
        }
        answer = await call(registerPasskey, {
          body: { name, response: response as typeof response & Record<string, unknown> },
        });
      }
      if (answer.message) toastSuccess(answer.message);
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={PasskeyTexts.name}
          placeholder={PasskeyTexts.namePlaceholder}
          maxLength={100}
          {...form.field('name')}
          withAsterisk
          data-autofocus
        />
        <Button type="submit" loading={submitting}>
          {passkey ? PasskeyTexts.save : PasskeyTexts.continue}
        </Button>
      </Stack>
    </form>
  );
}
