import { mailCatalogue, type MailCatalogue, mailCatalogueLocale } from '@atrium/contract/mail-catalogues';
import { localeDirection } from '@atrium/contract/locales';
import { formatPhone, MAILING_LIST_CONSENT } from '@atrium/contract/submissions';
import { type MailLanguage, renderMail } from '../../foundations/mail/mail-layout.ts';
import type { OutboxMessage } from '../../foundations/mail/outbox.repository.ts';
import type { SiteSettingsService } from '../site-settings/site-settings.service.ts';
import { SiteProfile } from '@atrium/contract/site';

/**
 * The mails visitors' submissions cause. An acknowledgement never repeats what the visitor
 * typed: whoever gives someone else's address would otherwise send them a text of their choice.
 */

/**
 * The organisation the mails speak for: its name from the site settings (decision 048); and the
 * visitor's language (decision 091): the catalogue the texts come from, the tag and direction.
 */
export type Sender = { orgName: string; language?: VisitorMailLanguage };

/** A visitor's language as the mails need it (decision 091). */
type VisitorMailLanguage = MailLanguage & { texts: MailCatalogue };

/** English, as every mail to a visitor was before languages: the default when none is told. */
const ENGLISH: VisitorMailLanguage = { lang: 'en', dir: 'ltr', texts: mailCatalogue('en', 'en') };

/**
 * The mails' language for a visitor's language tag, its direction, and the site's default language:
 * a language without a catalogue gets another's words, and its `lang` and direction with them
 * (decision 102), so English words are never marked Hebrew and set right to left.
 */
export function visitorMailLanguage(code: string, dir: 'ltr' | 'rtl', defaultLocale: string): VisitorMailLanguage {
  const written = mailCatalogueLocale(code, defaultLocale);
  return {
    lang: written,
    dir: written === code ? dir : localeDirection(written),
    texts: mailCatalogue(code, defaultLocale),
  };
}

/** The organisation's name as the settings hold it now; without them (tests), the defaults'. */
export function orgNameOf(siteSettings?: Pick<SiteSettingsService, 'publicSettings'>): () => Promise<string> {
  return async () => (siteSettings ? (await siteSettings.publicSettings()).orgName : SiteProfile.name);
}

/**
 * `quiet`: store a submission without mailing anyone (the demo seed). `language`: the visitor's
 * (decision 091), kept with the submission and the mails' language; none, the default's in English.
 */
export type Quiet = { quiet?: boolean; language?: SubmissionLanguage };

/** A visitor's language: the tag kept with the submission, the site's default, and the mails' language. */
export type SubmissionLanguage = { code: string; defaultLocale: string; mail: VisitorMailLanguage };
export const unlessQuiet = (options: Quiet, mails: OutboxMessage[]): OutboxMessage[] => (options.quiet ? [] : mails);

/**
 * RFC 3834: a mail sent by itself in answer to what a visitor sent. An auto-responder (an
 * out-of-office) must not answer it, so a typed address that auto-replies starts no mail loop.
 */
const AUTO_REPLIED = { 'Auto-Submitted': 'auto-replied' } as const;

/** Keeps a visitor's text on one line of a subject. */
const oneLine = (value: string, max = 80) => {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export function mailingListConfirmation(
  input: Sender & {
    to: string;
    /** The confirm page (decision 067). */
    confirmUrl: string;
    /** The unsubscribe page (decision 067), linked in the text. */
    unsubscribeUrl: string;
    /** The List-Unsubscribe header's address (decision 053). */
    listUnsubscribeUrl: string;
    /** The consent the visitor agreed to, as the form showed it (decision 095); default: English's. */
    consent?: string;
  },
): OutboxMessage {
  const language = input.language ?? ENGLISH;
  const t = language.texts;
  const body = renderMail(
    t.confirmTitle,
    [
      { p: t.someoneAsked(input.orgName) },
      { p: t.confirmPlease },
      { button: t.confirmButton, href: input.confirmUrl },
      { small: t.youAgreedTo(input.consent ?? MAILING_LIST_CONSENT) },
      { small: t.notYouChangedMind, href: input.unsubscribeUrl },
    ],
    language,
  );
  return {
    kind: 'mailing-list-confirmation',
    to: input.to,
    subject: t.confirmSubject(input.orgName),
    ...body,
    headers: { 'List-Unsubscribe': `<${input.listUnsubscribeUrl}>`, ...AUTO_REPLIED },
  };
}

/**
 * Decision 045: a signup of an address already on the list gets this instead of a confirmation,
 * as rarely (once per resend window), so that a signup's answer, time and work are the same
 * whether the address is subscribed or not.
 */
export function mailingListAlreadySubscribed(
  input: Sender & { to: string; unsubscribeUrl: string; listUnsubscribeUrl: string },
): OutboxMessage {
  const language = input.language ?? ENGLISH;
  const t = language.texts;
  const body = renderMail(
    t.alreadyTitle,
    [{ p: t.someoneAsked(input.orgName) }, { p: t.alreadyOnList }, { small: t.notYouStop, href: input.unsubscribeUrl }],
    language,
  );
  return {
    kind: 'mailing-list-already-subscribed',
    to: input.to,
    subject: t.alreadySubject(input.orgName),
    ...body,
    headers: { 'List-Unsubscribe': `<${input.listUnsubscribeUrl}>`, ...AUTO_REPLIED },
  };
}

export function appointmentNotification(input: {
  to: string;
  adminUrl: string;
  appointment: { name: string; email: string; phone_number: string; reason: string };
  /** The site's default country: the phone is shown in its national format (decision 084). */
  country: string;
}): OutboxMessage {
  const a = input.appointment;
  const body = renderMail('New appointment request', [
    { p: 'A visitor asked for an appointment:' },
    {
      fields: [
        ['Name', a.name],
        ['Email', a.email],
        ['Phone number', formatPhone(a.phone_number, input.country)],
        ['Reason', a.reason],
      ],
    },
    { button: 'Open the requested appointments', href: input.adminUrl },
    { small: 'Reply to this email to answer the visitor.' },
  ]);
  return {
    kind: 'appointment-notification',
    to: input.to,
    subject: `New appointment request from ${oneLine(a.name)}`,
    replyTo: a.email,
    ...body,
  };
}

export function contactNotification(input: {
  to: string;
  adminUrl: string;
  message: {
    name: string;
    email: string;
    phone: string;
    organization: string;
    industry: string;
    purpose: string;
    message: string;
  };
  /** The site's default country: the phone is shown in its national format (decision 084). */
  country: string;
}): OutboxMessage {
  const m = input.message;
  const body = renderMail('New contact message', [
    { p: 'A visitor sent a message through the contact form:' },
    {
      fields: [
        ['Name', m.name],
        ['Email', m.email],
        ['Phone', formatPhone(m.phone, input.country)],
        ['Organization', m.organization],
        ['Industry', m.industry],
        ['Purpose', m.purpose],
        ['Message', m.message],
      ],
    },
    { button: 'Open the contact messages', href: input.adminUrl },
    { small: 'Reply to this email to answer the visitor.' },
  ]);
  return {
    kind: 'contact-notification',
    to: input.to,
    subject: `New contact message from ${oneLine(m.name)}`,
    replyTo: m.email,
    ...body,
  };
}

export function acknowledgement(
  kind: 'appointment' | 'contact',
  to: string,
  { orgName, language = ENGLISH }: Sender,
): OutboxMessage {
  const t = language.texts;
  const isAppointment = kind === 'appointment';
  const body = renderMail(
    isAppointment ? t.appointmentTitle : t.contactTitle,
    [{ p: t.hello }, { p: isAppointment ? t.appointmentText(orgName) : t.contactText(orgName) }, { small: t.notYou }],
    language,
  );
  return {
    kind: `${kind}-acknowledgement`,
    to,
    subject: isAppointment ? t.appointmentSubject : t.contactSubject,
    ...body,
    headers: { ...AUTO_REPLIED },
  };
}
