import { escapeHtml } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/** The reset mail: one link, its lifetime, and what to do if the reader did not ask for it. */
export function passwordResetEmail(input: { to: string; name: string; link: string; minutes: number }): MailMessage {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const subject = 'Reset your Atrium password';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your Atrium back-office account.',
    `Open this link to choose a new password (valid for ${input.minutes} minutes, once):`,
    '',
    input.link,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d2330">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px">
    <tr><td style="padding:32px">
      <h1 style="margin:0 0 16px;font-size:20px">Reset your password</h1>
      <p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
      <p style="margin:0 0 24px;line-height:1.5">Someone asked to reset the password of your Atrium back-office account. The button below lets you choose a new one. It works once, for ${input.minutes} minutes.</p>
      <p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Choose a new password</a></p>
      <p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#5b6472">If the button does not work, paste this address into your browser:<br><a href="${link}" style="color:#1d4ed8;word-break:break-all">${link}</a></p>
      <p style="margin:0;line-height:1.5;font-size:13px;color:#5b6472">If you did not ask for this, ignore this email: your password stays as it is.</p>
    </td></tr>
  </table>
</body>
</html>`;
  // RFC 3834: sent by itself in answer to the reset form; an out-of-office must not answer it.
  return { to: input.to, subject, text, html, headers: { 'Auto-Submitted': 'auto-replied' } };
}
