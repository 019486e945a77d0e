import { beforeAll, describe, expect, it } from 'vitest';
import { publicForms, sentMails } from '../../testing/submissions.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { passwordResetEmail } from '../../foundations/mail/password-reset-email.ts';
import { recipientKey } from '../../foundations/rate-limits/rate-limits.ts';

/**
 * Issue 36 item 9 (decision 067): what the site mails by itself in answer to a visitor says so
 * (RFC 3834), and Gmail's spellings of one mailbox get one acknowledgement a window.
 */
const ctx = useSignedInApp();
let industryId: number;

beforeAll(async () => {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/industries/',
    headers: ctx.auth,
    payload: { industriesName: 'Hygiene', status: 1 },
  });
  industryId = res.json().data.id;
});

let n = 0;
const unique = () => `${(n += 1)}${Date.now().toString(36)}`;

const forms = publicForms(
  () => ctx.t,
  () => industryId,
);
const contact = (email: string) => forms.contact({ email });
const appointment = (email: string) => forms.appointment({ email });
const signup = (email: string) => forms.signup({ email });

/** The mails sent while `act` ran. */
async function mailsOf(act: () => Promise<unknown>) {
  const before = (await sentMails(ctx.t)).length;
  await act();
  return (await sentMails(ctx.t)).slice(before);
}

describe('Auto-Submitted: auto-replied (RFC 3834) on what answers a visitor by itself', () => {
  it('the contact and appointment acknowledgements; not the notifications to the organisation', async () => {
    const mails = await mailsOf(async () => {
      expect((await contact(`ack-${unique()}@example.org`)).statusCode).toBe(201);
      expect((await appointment(`ack-${unique()}@example.org`)).statusCode).toBe(201);
    });
    const kinds = mails.map((mail) => [mail.subject.startsWith('We received') ? 'ack' : 'notice', mail]);
    expect(kinds.filter(([kind]) => kind === 'ack')).toHaveLength(2);
    expect(kinds.filter(([kind]) => kind === 'notice')).toHaveLength(2);
    for (const [kind, mail] of kinds as Array<[string, (typeof mails)[number]]>) {
      expect(mail.headers['auto-submitted'], `${kind}: ${mail.subject}`).toBe(
        kind === 'ack' ? 'auto-replied' : undefined,
      );
    }
  });

  it('the mailing list’s confirmation, and its note to an address already subscribed', async () => {
    const email = `list-${unique()}@example.org`;
    const [confirmation] = await mailsOf(() => signup(email));
    expect(confirmation!.headers['auto-submitted']).toBe('auto-replied');
    const token = /\?token=([\w-]{43})/.exec(confirmation!.text)![1];
    await ctx.t.app.inject({ method: 'POST', url: `/api/mailinglists/confirm/${token}/`, payload: {} });
    await ctx.t.db.deleteFrom('rate_limits').execute();
    await ctx.t.db.updateTable('mailing_list_entries').set({ confirm_sent_at: '2000-01-01T00:00:00.000Z' }).execute();
    const [already] = await mailsOf(() => signup(email));
    expect(already!.subject).toMatch(/already subscribed/);
    expect(already!.headers['auto-submitted']).toBe('auto-replied');
  });

  it('the password reset mail (sent in answer to the reset form)', () => {
    const mail = passwordResetEmail({ to: 'a@example.org', name: 'A', link: 'https://x.example/r', minutes: 30 });
    expect(mail.headers).toEqual({ 'Auto-Submitted': 'auto-replied' });
  });
});

describe('one recipient, whatever Gmail spelling', () => {
  it.each([
    ['J.O.H.N@gmail.com', 'john@gmail.com'],
    ['jo.hn+news@googlemail.com', 'john@gmail.com'],
    ['John@GoogleMail.com', 'john@gmail.com'],
    ['j.ohn+a+b@example.org', 'j.ohn@example.org'],
    ['john.smith@outlook.com', 'john.smith@outlook.com'],
    ['+tag@gmail.com', '+tag@gmail.com'],
  ])('%s is %s', (email, key) => expect(recipientKey(email)).toBe(key));

  it('dotted, tagged and googlemail.com spellings of a Gmail address get one acknowledgement a window', async () => {
    const local = `gm${unique()}`;
    const spellings = [
      `${local}@gmail.com`,
      `${local.split('').join('.')}@gmail.com`,
      `${local.slice(0, 2)}.${local.slice(2)}+contact@googlemail.com`,
      `${local.toUpperCase()}@GMAIL.COM`,
    ];
    const mails = await mailsOf(async () => {
      for (const email of spellings) expect((await contact(email)).statusCode).toBe(201);
      expect((await appointment(spellings[1]!)).statusCode).toBe(201);
    });
    const acknowledgements = mails.filter((mail) => mail.subject.startsWith('We received'));
    expect(acknowledgements.map((mail) => mail.to)).toEqual([spellings[0]]);
    // Every submission is still stored and told to the organisation.
    expect(mails.filter((mail) => !mail.subject.startsWith('We received'))).toHaveLength(5);
  });

  it('elsewhere a dot is another mailbox: each gets its own acknowledgement', async () => {
    const local = `dots${unique()}`;
    const mails = await mailsOf(async () => {
      expect((await contact(`${local}@example.org`)).statusCode).toBe(201);
      expect((await contact(`${local.slice(0, 2)}.${local.slice(2)}@example.org`)).statusCode).toBe(201);
    });
    expect(mails.filter((mail) => mail.subject.startsWith('We received'))).toHaveLength(2);
  });

  it('a mailing-list signup of a dotted Gmail spelling gets no second confirmation within the window', async () => {
    const local = `sub${unique()}`;
    const mails = await mailsOf(async () => {
      expect((await signup(`${local}@gmail.com`)).statusCode).toBe(201);
      expect((await signup(`${local.slice(0, 1)}.${local.slice(1)}@googlemail.com`)).statusCode).toBe(201);
    });
    expect(mails).toHaveLength(1);
  });
});
