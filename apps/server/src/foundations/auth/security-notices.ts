import { SecurityMail } from '@atrium/contract/step-up';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import type { Clock } from '../../service-deps.ts';
import { type MailBlock, renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { SessionOrigin } from './sessions.ts';
import { describeUserAgent } from './user-agent.ts';
import type { UserRow } from './users.repository.ts';

/** What happened to the account (decision 068); each is one mail to the account's address. */
export type SecurityNotice =
  | { kind: 'password_changed' }
  | { kind: 'email_change_requested'; to: string }
  | { kind: 'email_changed'; to: string }
  | { kind: 'two_factor_on' }
  | { kind: 'two_factor_off' }
  | { kind: 'two_factor_reset'; by: string }
  | { kind: 'recovery_codes_new' }
  | { kind: 'passkey_added'; name: string }
  | { kind: 'passkey_removed'; name: string }
  | { kind: 'recovery_code_used'; left: number }
  | { kind: 'codes_locked' };

/** The outbox's kind of these mails (the log and the tests tell them apart by it). */
const NOTICE_KIND = 'security_notice';
const EMAIL_CONFIRM_KIND = 'email_change_confirm';

export type NoticeUser = Pick<UserRow, 'email' | 'first_name' | 'last_name'>;

const nameOf = (user: NoticeUser) => [user.first_name, user.last_name].filter(Boolean).join(' ');

function what(notice: SecurityNotice): { subject: string; text: string } {
  switch (notice.kind) {
    case 'password_changed':
      return SecurityMail.passwordChanged;
    case 'email_change_requested':
      return {
        subject: SecurityMail.emailChangeRequested.subject,
        text: SecurityMail.emailChangeRequested.text(notice.to),
      };
    case 'email_changed':
      return { subject: SecurityMail.emailChanged.subject, text: SecurityMail.emailChanged.text(notice.to) };
    case 'two_factor_on':
      return SecurityMail.twoFactorOn;
    case 'two_factor_off':
      return SecurityMail.twoFactorOff;
    case 'two_factor_reset':
      return { subject: SecurityMail.twoFactorReset.subject, text: SecurityMail.twoFactorReset.text(notice.by) };
    case 'recovery_codes_new':
      return SecurityMail.recoveryCodesNew;
    case 'passkey_added':
      return { subject: SecurityMail.passkeyAdded.subject, text: SecurityMail.passkeyAdded.text(notice.name) };
    case 'passkey_removed':
      return { subject: SecurityMail.passkeyRemoved.subject, text: SecurityMail.passkeyRemoved.text(notice.name) };
    case 'recovery_code_used':
      return { subject: SecurityMail.recoveryCodeUsed.subject, text: SecurityMail.recoveryCodeUsed.text(notice.left) };
    case 'codes_locked':
      return SecurityMail.codesLocked;
  }
}

/**
 * A notice in the one mail layout: what happened, when and from where (address and browser when
 * a request did it), and where to reset the password if it was not the reader. `at` is UTC: the
 * mail cannot know the reader's zone.
 */
function securityNoticeEmail(input: {
  user: NoticeUser;
  notice: SecurityNotice;
  at: Date;
  origin: SessionOrigin | null;
  resetLink: string;
}): MailMessage {
  const { subject, text } = what(input.notice);
  const fields: Array<[string, string]> = [
    [SecurityMail.when, `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
  ];
  if (input.origin) {
    const agent = describeUserAgent(input.origin.userAgent);
    fields.push([SecurityMail.address, input.origin.address]);
    fields.push([SecurityMail.browser, [agent.browser, agent.os].filter(Boolean).join(' · ')]);
  }
  const blocks: MailBlock[] = [
    { p: SecurityMail.greeting(nameOf(input.user)) },
    { p: text },
    { fields },
    { p: SecurityMail.wasYou },
    { small: SecurityMail.notYou, href: input.resetLink },
  ];
  return { to: input.user.email, subject, ...renderMail(subject, blocks) };
}

/** The link to the new address of an email change: a page whose button confirms (a GET changes nothing). */
function emailConfirmEmail(input: { to: string; name: string; link: string; hours: number }): MailMessage {
  const mail = SecurityMail.emailConfirm;
  const body = renderMail(mail.subject, [
    { p: SecurityMail.greeting(input.name) },
    { p: mail.text(input.hours) },
    { button: mail.button, href: input.link },
    { small: mail.paste, href: input.link },
    { small: mail.ignore },
  ]);
  return { to: input.to, subject: mail.subject, ...body };
}

export type SecurityNoticesDeps = {
  outbox: Pick<Outbox, 'enqueue' | 'wake'>;
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
};

/**
 * Decision 068: the mails that tell a user what changed on their account, through the outbox
 * (retried while the mail server is down). With `trx` a notice commits with the change it tells
 * of; the caller wakes the outbox after the commit.
 */
export function createSecurityNotices({ outbox, config, clock }: SecurityNoticesDeps) {
  const resetLink = `${config.publicUrl}/admin/forgot-password`;
  return {
    async notify(user: NoticeUser, notice: SecurityNotice, origin: SessionOrigin | null, trx?: Db): Promise<void> {
      const message = securityNoticeEmail({ user, notice, at: clock.now(), origin, resetLink });
      await outbox.enqueue([{ kind: NOTICE_KIND, ...message }], trx);
      if (!trx) outbox.wake();
    },

    /** The confirmation link to a new address, queued in the caller's transaction. */
    async emailConfirm(user: NoticeUser, to: string, token: string, hours: number, trx: Db): Promise<void> {
      const link = `${config.publicUrl}/admin/confirm-email?token=${token}`;
      const message = emailConfirmEmail({ to, name: nameOf(user), link, hours });
      await outbox.enqueue([{ kind: EMAIL_CONFIRM_KIND, ...message }], trx);
    },

    wake: () => outbox.wake(),
  };
}

export type SecurityNotices = ReturnType<typeof createSecurityNotices>;
