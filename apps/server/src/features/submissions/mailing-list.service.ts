import { createHash, randomBytes } from 'node:crypto';
import { siteCatalogueFor } from '@atrium/contract/site-catalogue';
import { isMailingListToken, MailingListPages, submissionSearchParts } from '@atrium/contract/submissions';
import { localeOfSegment, pathInLocale } from '@atrium/contract/locale-paths';
import type { LocaleSettings } from '@atrium/contract/locales';
import { foldName, toSearchText } from '@atrium/contract/text';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import type { Clock, Log } from '../../service-deps.ts';
import type { Outbox } from '../../foundations/mail/outbox.ts';
import type { LocalesService } from '../../foundations/locales/locales.service.ts';
import { createNewsletterSendRepository } from '../newsletters/newsletter-send.repository.ts';
import { createRateLimits, recipientKey } from '../../foundations/rate-limits/rate-limits.ts';
import { createSubmissionsRepository } from './submissions.repository.ts';
import {
  mailingListAlreadySubscribed,
  mailingListConfirmation,
  orgNameOf,
  type Quiet,
  type SubmissionLanguage,
  unlessQuiet,
} from './submission-mails.ts';
import type { SiteSettingsService } from '../site-settings/site-settings.service.ts';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
/** A second signup of a pending address mails a new link only when the last one is older than this. */
export const RESEND_AFTER_MINUTES = 10;

const silent: Pick<Log, 'warn'> = { warn: () => {} };
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** What our links carry: 32 random bytes in base64url. */
export const isLinkToken = isMailingListToken;

/**
 * Where a mail's link leads (decision 067): the site's page whose button does it. Opening the
 * page changes nothing, so a mail gateway that fetches every link confirms and unsubscribes no one.
 */
export function mailingListPageUrl(
  publicUrl: string,
  page: 'confirm' | 'unsubscribe',
  token: string,
  language?: Pick<SubmissionLanguage, 'code' | 'defaultLocale'>,
): string {
  // In the visitor's language, the page under its prefix (decision 091).
  const path = language
    ? pathInLocale(MailingListPages[page], language.code, language.defaultLocale)
    : MailingListPages[page];
  return `${publicUrl}${path}?${MailingListPages.tokenParam}=${token}`;
}

/**
 * The language a subscriber's link pages are in (decision 102): the one recorded with their signup
 * while the site has it as a language other than the default; undefined for the default language's
 * pages (a subscriber from before languages, or of a language the site no longer has).
 */
export function subscriberLanguage(recorded: string | null | undefined, settings: LocaleSettings): string | undefined {
  return recorded ? localeOfSegment(recorded, settings)?.code : undefined;
}

type MailLinkLanguage = (link: 'confirm' | 'unsubscribe', token: string) => Promise<string | undefined>;

/**
 * The language of the subscriber a mail's link belongs to (decision 102), for a link that does not
 * say it: the `List-Unsubscribe` address, and the links of mails sent without a language in their
 * path. Undefined for the default language, an unknown or malformed token, and on a site in one
 * language (which reads nothing).
 */
export function createMailLinkLanguage({
  db,
  locales,
}: {
  db: Db;
  locales: Pick<LocalesService, 'settings'>;
}): MailLinkLanguage {
  const repo = createSubmissionsRepository(db);
  return async (link, token) => {
    if (!isLinkToken(token)) return undefined;
    const settings = await locales.settings();
    if (settings.locales.length < 2) return undefined;
    const recorded = await repo.linkLocale(
      link === 'confirm' ? { confirmTokenHash: hashToken(token) } : { unsubscribeToken: token },
    );
    return subscriberLanguage(recorded, settings);
  };
}

/**
 * The List-Unsubscribe address (decision 053): RFC 8058's one-click POST unsubscribes there; a
 * GET or HEAD of it only leads to the unsubscribe page (decision 067).
 */
export function listUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/mailinglists/unsubscribe/${token}/`;
}

/**
 * The mailing list as a real list (double opt-in): one entry per address, subscribed only once
 * its confirmation link is opened; an unsubscribe link in every mail; the consent recorded.
 */
export type MailingListServiceDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  clock: Clock;
  outbox: Pick<Outbox, 'wake'>;
  /** The organisation's name in the mails (decision 048); none: the defaults'. */
  siteSettings?: Pick<SiteSettingsService, 'publicSettings'>;
  /** Where a failed clean-up of ended rate-limit windows is told (none: not told). */
  log?: Pick<Log, 'warn'>;
};

export function createMailingListService({
  db,
  config,
  clock,
  outbox,
  siteSettings,
  log = silent,
}: MailingListServiceDeps) {
  const orgName = orgNameOf(siteSettings);
  const repo = createSubmissionsRepository(db);
  const newsletterSends = createNewsletterSendRepository(db);
  const rateLimits = createRateLimits({ db, clock, log });
  const links = (confirmToken: string, unsubscribeToken: string, language?: SubmissionLanguage) => ({
    confirmUrl: mailingListPageUrl(config.publicUrl, 'confirm', confirmToken, language),
    unsubscribeUrl: mailingListPageUrl(config.publicUrl, 'unsubscribe', unsubscribeToken, language),
    listUnsubscribeUrl: listUnsubscribeUrl(config.publicUrl, unsubscribeToken),
  });

  return {
    /**
     * Answers the same whatever the address's state, so a signup tells no one who is on the list:
     * a new address gets an entry and a confirmation mail; a pending one a new link; a subscribed
     * one a note that it is already on the list. Each at most once per resend window, so the form
     * cannot flood someone's inbox. Decision 045: every state does the same work (two tokens, one
     * read, one transaction writing the entry and its mail), so the time taken tells nothing either.
     * Returns the new confirmation link's token (none for a subscribed address or within the window).
     */
    async signup(email: string, clientAddress: string, options: Quiet = {}): Promise<string | undefined> {
      const key = foldName(email);
      const now = clock.now();
      // N3 (decision 043): the resend rule holds for the mailbox, not the address as typed:
      // `victim+1@…` … `victim+5@…` get one confirmation between them a window, from any
      // process. Counted for every signup, whatever the address's state.
      const mailable =
        options.quiet || (await rateLimits.first(`confirmation ${recipientKey(email)}`, RESEND_AFTER_MINUTES * 60_000));
      const confirmToken = newToken();
      const newUnsubscribeToken = newToken();
      const confirmTokenHash = hashToken(confirmToken);
      const sender = { orgName: await orgName(), language: options.language?.mail };
      const locale = options.language?.code ?? null;
      // Decision 095: the consent as the footer showed it, in the page's language (English's without one).
      const consent = siteCatalogueFor(locale ?? 'en').texts.signup.consent;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const existing = await repo.findEntry(key);
        const last = Date.parse(existing?.confirm_sent_at ?? '');
        if (Number.isFinite(last) && now.getTime() - last < RESEND_AFTER_MINUTES * 60_000) return undefined;
        const isSubscribed = existing !== undefined && existing.status !== 0;
        const unsubscribeToken = existing?.unsubscribe_token ?? newUnsubscribeToken;
        const { confirmUrl, ...unsubscribe } = links(confirmToken, unsubscribeToken, options.language);
        const mail = isSubscribed
          ? mailingListAlreadySubscribed({ ...sender, to: email, ...unsubscribe })
          : mailingListConfirmation({ ...sender, to: email, confirmUrl, consent, ...unsubscribe });
        const written = await repo.writeSignup(
          existing
            ? // Without a mail, a pending entry keeps its link: a new one would only end the one sent before.
              { kind: 'existing', id: existing.id, locale, ...(isSubscribed || !mailable ? {} : { confirmTokenHash }) }
            : {
                kind: 'new',
                values: {
                  email,
                  email_key: key,
                  confirm_token_hash: confirmTokenHash,
                  unsubscribe_token: unsubscribeToken,
                  consent_address: clientAddress,
                  consent_text: consent,
                  locale,
                },
                searchText: toSearchText(...submissionSearchParts.mailingList({ email })),
              },
          mailable ? unlessQuiet(options, [mail]) : [],
          now.toISOString(),
        );
        if (written) {
          outbox.wake();
          return isSubscribed || (existing && !mailable) ? undefined : confirmToken;
        }
        // Another request stored the address meanwhile: treat it as the existing entry.
      }
      return undefined;
    },

    /** True when the link confirmed a pending entry; false when unknown, used or expired. */
    confirm(token: string, clientAddress: string): Promise<boolean> {
      if (!isLinkToken(token)) return Promise.resolve(false);
      const now = clock.now();
      const sentAfter = new Date(now.getTime() - CONFIRM_LINK_DAYS * 24 * 60 * 60_000).toISOString();
      return repo.confirm(hashToken(token), sentAfter, clientAddress, now.toISOString());
    },

    /**
     * True when the token belongs to an entry (unsubscribed now or before); false when unknown.
     * A newsletter going out meanwhile sends it nothing more (decision 053), and its deliveries
     * forget the address as the entry does.
     */
    async unsubscribe(token: string): Promise<boolean> {
      if (!isLinkToken(token)) return false;
      const now = clock.now().toISOString();
      const known = await repo.unsubscribe(token, now);
      if (known) await newsletterSends.forgetUnsubscribed(token, now);
      return known;
    },

    /** The confirmed subscribers, for the CSV export. */
    confirmedEntries: () => repo.confirmedEntries(),
  };
}
