import { resetTwoFactor } from '@atrium/contract/endpoints/two-factor';
import { inviteUser, listUsers, removeUser, resendInvitation, updateUser } from '@atrium/contract/endpoints/users';
import { TwoFactorTexts } from '@atrium/contract/two-factor';
import { USER_ROLES, UserRoleLabels, type UserRole } from '@atrium/contract/roles';
import { SessionTexts } from '@atrium/contract/sessions';
import {
  inviteUserBodySchema,
  UsersTexts,
  UserStateLabels,
  type UpdateUserBody,
  type User,
} from '@atrium/contract/users';
import { ActionIcon, Badge, Button, Menu, NativeSelect, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText, isUnauthorized, useQueryErrorToast } from '~/admin-kit/feedback';
import { ListHeader } from '~/admin-kit/list-header';
import records from '~/admin-kit/record-table.module.css';
import kit from '~/admin-kit/resource-list.module.css';
import { FormDialog, useFormDialog } from '~/admin-kit/form-dialog';
import { IconPlus } from '~/components/icons';
import { call } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import { useCurrentUser } from '~/lib/session';
import { toastError, toastSuccess } from '~/lib/toast';
import { UserSessionsDialog } from './sessions';
import classes from './users.module.css';

const usersKey = ['users'] as const;
const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => whenFormat.format(new Date(iso));
const nameOf = (user: User) => [user.first_name, user.last_name].filter(Boolean).join(' ');
const otherRole = (role: UserRole): UserRole => (role === 'administrator' ? 'editor' : 'administrator');

/** Asks before a change, with the change's own words; Yes runs it. */
function confirm(title: string, text: string, label: string, onConfirm: () => void, danger = false) {
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': 'Close' },
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: label, cancel: UsersTexts.cancel },
    confirmProps: danger ? { color: 'red' } : {},
    onConfirm,
  });
}

/**
 * Decision 035: who may sign in to the back office, with their role, state, last sign-in and
 * two-factor state; invite, change a role, deactivate, reactivate, resend or delete. The server
 * keeps at least one active administrator and says so when a change would leave none.
 */
export default function UsersScreen() {
  const me = useCurrentUser();
  const client = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [sessionsOf, setSessionsOf] = useState<User | null>(null);
  const list = useQuery({ queryKey: usersKey, queryFn: async () => (await call(listUsers, {})).data });
  useQueryErrorToast(list, UsersTexts.listFailed);

  const done = (message: string | undefined) => {
    if (message) toastSuccess(message);
    return client.invalidateQueries({ queryKey: usersKey });
  };
  const failed = (error: unknown) => {
    if (!isUnauthorized(error)) toastError(failureText(error, UsersTexts.actionFailed));
  };
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserBody }) => call(updateUser, { params: { id }, body }),
    onSuccess: ({ message }) => done(message),
    onError: failed,
  });
  const resend = useMutation({
    mutationFn: (id: number) => call(resendInvitation, { params: { id } }),
    onSuccess: ({ message }) => done(message),
    onError: failed,
  });
  const resetSecondFactor = useMutation({
    mutationFn: (id: number) => call(resetTwoFactor, { params: { id } }),
    onSuccess: ({ message }) => done(message),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(removeUser, { params: { id } }),
    onSuccess: ({ message }) => done(message),
    onError: failed,
  });

  const rows = list.data ?? [];

  function actions(user: User) {
    const role = otherRole(user.role);
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`${UsersTexts.actions}: ${user.email}`} size="lg">
            <span aria-hidden>⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() =>
              confirm(
                UsersTexts.roleTitle(user.email, role),
                UsersTexts.roleText(role),
                UsersTexts.makeRole(role),
                () => update.mutate({ id: user.id, body: { role } }),
              )
            }
          >
            {UsersTexts.makeRole(role)}
          </Menu.Item>
          {user.state !== 'invited' && user.id !== me?.id && (
            <Menu.Item onClick={() => setSessionsOf(user)}>{SessionTexts.menuItem}</Menu.Item>
          )}
          {user.state === 'invited' && (
            <Menu.Item onClick={() => resend.mutate(user.id)}>{UsersTexts.resend}</Menu.Item>
          )}
          {user.state === 'active' && user.id !== me?.id && (
            <Menu.Item
              onClick={() =>
                confirm(
                  UsersTexts.deactivateTitle(user.email),
                  UsersTexts.deactivateText,
                  UsersTexts.deactivate,
                  () => update.mutate({ id: user.id, body: { active: false } }),
                  true,
                )
              }
            >
              {UsersTexts.deactivate}
            </Menu.Item>
          )}
          {user.state === 'deactivated' && (
            <Menu.Item
              onClick={() =>
                confirm(UsersTexts.reactivateTitle(user.email), UsersTexts.reactivateText, UsersTexts.reactivate, () =>
                  update.mutate({ id: user.id, body: { active: true } }),
                )
              }
            >
              {UsersTexts.reactivate}
            </Menu.Item>
          )}
          {user.two_factor_enabled && (
            <Menu.Item
              onClick={() =>
                confirm(
                  TwoFactorTexts.resetTitle,
                  TwoFactorTexts.resetIntro(user.email),
                  TwoFactorTexts.resetAction,
                  () => resetSecondFactor.mutate(user.id),
                  true,
                )
              }
            >
              {TwoFactorTexts.resetAction}
            </Menu.Item>
          )}
          {user.id !== me?.id && (
            <Menu.Item
              color="red"
              onClick={() =>
                confirm(
                  UsersTexts.deleteTitle(user.email),
                  UsersTexts.deleteText,
                  UsersTexts.delete,
                  () => remove.mutate(user.id),
                  true,
                )
              }
            >
              {user.state === 'invited' ? UsersTexts.deleteInvitation : UsersTexts.delete}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  }

  return (
    <div className={kit.page}>
      <ListHeader title={UsersTexts.title} description={UsersTexts.intro}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setInviting(true)}>
          {UsersTexts.invite}
        </Button>
      </ListHeader>

      <section className={kit.card} aria-label={UsersTexts.title}>
        {rows.length === 0 && !list.isPending ? (
          <p className={records.empty}>{UsersTexts.empty}</p>
        ) : (
          <table className={records.table} aria-busy={list.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{UsersTexts.name}</th>
                <th scope="col">{UsersTexts.role}</th>
                <th scope="col">{UsersTexts.state}</th>
                <th scope="col">{UsersTexts.lastSignIn}</th>
                <th scope="col">{UsersTexts.twoFactor}</th>
                <th scope="col">
                  <span className={classes.hidden}>{UsersTexts.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.id} data-user={user.email}>
                  <td data-label={UsersTexts.name}>
                    <div className={classes.who}>
                      <span className={classes.name}>
                        {nameOf(user) || user.email}
                        {user.id === me?.id && <span className={records.muted}> ({UsersTexts.you})</span>}
                      </span>
                      {nameOf(user) && <span className={records.muted}>{user.email}</span>}
                    </div>
                  </td>
                  <td data-label={UsersTexts.role}>{UserRoleLabels[user.role]}</td>
                  <td data-label={UsersTexts.state}>
                    <div>
                      <Badge
                        variant="dot"
                        radius="sm"
                        tt="none"
                        size="md"
                        color={user.state === 'active' ? 'teal' : user.state === 'invited' ? 'blue' : 'gray'}
                      >
                        {UserStateLabels[user.state]}
                      </Badge>
                      {user.invitation_expires_at && (
                        <span className={`${records.muted} ${classes.note}`}>
                          {new Date(user.invitation_expires_at) > new Date()
                            ? UsersTexts.expires(when(user.invitation_expires_at))
                            : UsersTexts.expired}
                        </span>
                      )}
                    </div>
                  </td>
                  <td data-label={UsersTexts.lastSignIn} className={classes.nowrap}>
                    {user.last_sign_in_at ? (
                      <time dateTime={user.last_sign_in_at}>{when(user.last_sign_in_at)}</time>
                    ) : (
                      <span className={records.muted}>{UsersTexts.never}</span>
                    )}
                  </td>
                  <td data-label={UsersTexts.twoFactor}>{user.two_factor_enabled ? UsersTexts.on : UsersTexts.off}</td>
                  <td data-label={UsersTexts.actions} className={classes.actions}>
                    {actions(user)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {/* Mounted while open, so each invitation starts from an empty form. */}
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={done} />}
      {sessionsOf && <UserSessionsDialog user={sessionsOf} onClose={() => setSessionsOf(null)} />}
    </div>
  );
}

type InviteValues = { email: string; role: UserRole };
const validateInvite = (values: InviteValues) => schemaErrors<keyof InviteValues>(inviteUserBodySchema, values);

/** Email and role; the server mails the link. */
function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (message: string | undefined) => Promise<void>;
}) {
  const dialog = useFormDialog<InviteValues>({
    initial: { email: '', role: 'editor' },
    validate: validateInvite,
    failure: UsersTexts.actionFailed,
    onClose,
    async submit(values) {
      const { message } = await call(inviteUser, { body: values });
      return () => onInvited(message);
    },
  });
  const { form } = dialog;

  return (
    <FormDialog
      dialog={dialog}
      title={UsersTexts.inviteTitle}
      intro={UsersTexts.inviteIntro}
      cancelLabel={UsersTexts.cancel}
      submitLabel={UsersTexts.send}
    >
      <TextInput
        label={UsersTexts.email}
        type="email"
        autoComplete="off"
        withAsterisk
        data-autofocus
        {...form.field('email')}
      />
      <NativeSelect
        label={UsersTexts.role}
        data={USER_ROLES.map((role) => ({ value: role, label: UserRoleLabels[role] }))}
        value={form.values.role}
        onChange={(event) => form.set('role', event.currentTarget.value as UserRole)}
      />
    </FormDialog>
  );
}
