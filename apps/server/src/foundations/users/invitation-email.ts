import { InvitationMail } from '@atrium/contract/users';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** The invitation (decision 035): who invited, the role, one link and its lifetime. */
export function invitationEmail(input: {
  to: string;
  invitedBy: string;
  role: string;
  link: string;
  hours: number;
}): MailMessage {
  const body = renderMail('You are invited', [
    { p: 'Hello,' },
    {
      p: `${input.invitedBy} invited you to the Atrium back office as ${input.role === 'administrator' ? 'an administrator' : 'an editor'}.`,
    },
    { p: `Open the link to set your name and password. It works once, for ${input.hours} hours.` },
    { button: 'Accept the invitation', href: input.link },
    { small: 'If the button does not work, paste this address into your browser:', href: input.link },
    { small: 'If you did not expect this, ignore this email: no account is made until the link is used.' },
  ]);
  return { to: input.to, subject: InvitationMail.subject, ...body };
}
