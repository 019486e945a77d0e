import {
  endMyOtherSessions,
  endMySession,
  endUserSessions,
  listMySessions,
  listUserSessions,
} from '@atrium/contract/endpoints/sessions';
import { SessionTexts, type Session } from '@atrium/contract/sessions';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureText, isUnauthorized, useQueryErrorToast } from '~/admin-kit/feedback';
import { call } from '~/lib/api-client';
import { toastError, toastSuccess } from '~/lib/toast';
import classes from './sessions.module.css';

/** Decision 037: sessions, one per live refresh-token family; the server reads the browser from its user agent. */

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => <time dateTime={iso}>{whenFormat.format(new Date(iso))}</time>;
const describe = (session: Session) => [session.browser, session.os].filter(Boolean).join(' · ');

function failed(error: unknown) {
  if (!isUnauthorized(error)) toastError(failureText(error, SessionTexts.actionFailed));
}

/** The sessions, newest first; `onEnd` adds an End button to every one but this device's. */
function SessionList({
  sessions,
  onEnd,
  ending,
}: {
  sessions: Session[];
  onEnd?: (session: Session) => void;
  ending?: string;
}) {
  if (sessions.length === 0) return <Text c="dimmed">{SessionTexts.none}</Text>;
  return (
    <ul className={classes.list} aria-label={SessionTexts.title}>
      {sessions.map((session) => (
        <li key={session.id} className={classes.item} data-session={describe(session)}>
          <div className={classes.what}>
            <Group gap="xs" wrap="wrap">
              <span className={classes.browser}>{describe(session)}</span>
              {session.current && (
                <Badge variant="dot" color="teal" radius="sm" tt="none">
                  {SessionTexts.thisDevice}
                </Badge>
              )}
            </Group>
            <span className={classes.meta}>
              {session.address && (
                <span>
                  {SessionTexts.address} {session.address}
                </span>
              )}
              <span>
                {SessionTexts.signedIn} {when(session.signed_in_at)}
              </span>
              <span>
                {SessionTexts.lastSeen} {when(session.last_seen_at)}
              </span>
            </span>
          </div>
          {onEnd && !session.current && (
            <Button
              variant="default"
              size="xs"
              color="red"
              aria-label={SessionTexts.endLabel(describe(session))}
              loading={ending === session.id}
              onClick={() => onEnd(session)}
            >
              {SessionTexts.end}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

const mineKey = ['sessions', 'mine'] as const;

/** The profile's card: one's own sessions, End on each other one, and Sign out all other sessions. */
export function MySessions() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: mineKey, queryFn: async () => (await call(listMySessions, {})).data });
  useQueryErrorToast(list, SessionTexts.loadFailed);
  const settle = ({ message }: { message?: string }) => {
    if (message) toastSuccess(message);
    return client.invalidateQueries({ queryKey: mineKey });
  };
  const endOne = useMutation({
    mutationFn: (id: string) => call(endMySession, { params: { id } }),
    onSuccess: settle,
    onError: failed,
  });
  const endOthers = useMutation({
    mutationFn: () => call(endMyOtherSessions, {}),
    onSuccess: settle,
    onError: failed,
  });
  const sessions = list.data ?? [];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      mt="lg"
      component="section"
      aria-labelledby="sessions-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={2} fz={{ base: 18, sm: 20 }} id="sessions-title">
              {SessionTexts.title}
            </Title>
            <Text size="sm" c="dimmed">
              {SessionTexts.intro}
            </Text>
          </Stack>
          {sessions.some((session) => !session.current) && (
            <Button variant="default" color="red" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
              {SessionTexts.endOthers}
            </Button>
          )}
        </Group>
        {list.data && (
          <SessionList
            sessions={sessions}
            onEnd={(session) => endOne.mutate(session.id)}
            ending={endOne.isPending ? endOne.variables : undefined}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The users screen's dialog: a user's sessions, and End all sessions. */
export function UserSessionsDialog({ user, onClose }: { user: { id: number; email: string }; onClose: () => void }) {
  const client = useQueryClient();
  const key = ['sessions', 'user', user.id] as const;
  const list = useQuery({
    queryKey: key,
    queryFn: async () => (await call(listUserSessions, { params: { id: user.id } })).data,
  });
  useQueryErrorToast(list, SessionTexts.loadFailed);
  const endAll = useMutation({
    mutationFn: () => call(endUserSessions, { params: { id: user.id } }),
    onSuccess: ({ message }) => {
      if (message) toastSuccess(message);
      return client.invalidateQueries({ queryKey: key });
    },
    onError: failed,
  });
  const sessions = list.data ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={SessionTexts.adminTitle(user.email)}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': SessionTexts.close }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {SessionTexts.adminIntro}
        </Text>
        {list.data && <SessionList sessions={sessions} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {SessionTexts.close}
          </Button>
          {sessions.length > 0 && (
            <Button color="red" loading={endAll.isPending} onClick={() => endAll.mutate()}>
              {SessionTexts.endAll}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
