import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import type { Clock, Log } from '../../service-deps.ts';
import type { OutboxMessage } from '../../foundations/mail/outbox.repository.ts';
import type { Outbox } from '../../foundations/mail/outbox.ts';
import type { LocaleSettings } from '@atrium/contract/locales';
import { listUnsubscribeUrl, mailingListPageUrl, subscriberLanguage } from '../submissions/mailing-list.service.ts';
import { createPollingLoop } from '../../polling-loop.ts';
import {
  createNewsletterSendRepository,
  type NewsletterSnapshot,
  type QueuedDelivery,
} from './newsletter-send.repository.ts';

/** The outbox kind of a newsletter's mails: sent after every other kind that is due. */
const NEWSLETTER_MAIL_KIND = 'newsletter';
/** How often the worker runs while a newsletter is scheduled or going out. */
const NEWSLETTER_TICK_MS = 1_000;
/** How often it looks when nothing is (a send from another process is seen within this). */
const NEWSLETTER_IDLE_MS = 15_000;
/** The most mails handed to the outbox in one transaction. */
const HAND_BATCH = 200;
/** What stands for the recipient's own unsubscribe address in the frozen email. */
const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/__ATRIUM_UNSUBSCRIBE__/';

export type NewsletterSenderDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'newsletters'>;
  clock: Clock;
  log: Pick<Log, 'warn' | 'error'>;
  outbox: Pick<Outbox, 'wake' | 'onResult'>;
  /**
   * The newsletter's email as it goes out (decision 052's template), sent at `sentAt`, with
   * `unsubscribeUrl` where each recipient's own link goes.
   */
  render: (newsletterId: number, unsubscribeUrl: string, sentAt: string) => Promise<NewsletterSnapshot>;
  /**
   * Decision 091: the languages other than the default the newsletter is written in, the email in
   * one of them, and the site's languages (where the pages of those but the default are prefixed).
   */
  languages?: {
    of: (newsletterId: number) => Promise<string[]>;
    render: (
      newsletterId: number,
      unsubscribeUrl: string,
      sentAt: string,
      locale: string,
    ) => Promise<NewsletterSnapshot>;
    settings: () => Promise<LocaleSettings>;
  };
  /** A newsletter became sent (the public archive changed). */
  onSent?: () => Promise<void>;
};

/** An SMTP answer that no retry mends: 5xx (a RCPT or DATA refusal). */
function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Sends newsletters (decision 053). A send starts by freezing the email and snapshotting the
 * recipients (confirmed, not unsubscribed, not bouncing) into newsletter_deliveries, in one
 * transaction; a worker in every process then hands queued deliveries to the outbox at
 * NEWSLETTER_RATE mails per minute (counted across processes in the database), each delivery's
 * outbox row committed with its hand-over; the outbox sends, retries, and records each result on
 * the delivery in the transaction that records it on its own row. A process killed anywhere
 * leaves every delivery either queued (handed again by the next worker) or in the outbox (sent
 * by the next outbox): nobody skipped; the only mail that can go twice is the one between the
 * SMTP server's 250 and that transaction.
 */
export function createNewsletterSender({
  db,
  config,
  clock,
  log,
  outbox,
  render,
  languages,
  onSent,
}: NewsletterSenderDeps) {
  const repo = createNewsletterSendRepository(db);
  const host = new URL(config.publicUrl).hostname;

  outbox.onResult(NEWSLETTER_MAIL_KIND, {
    sent: (outboxId, now, trx) => repo.markSent(outboxId, now, trx),
    failed: (outboxId, failure, trx) => repo.markFailed(outboxId, failure, config.newsletters.bounceLimit, trx),
    isPermanent: isPermanentSmtpFailure,
  });

  /** The emails of a send: the default language's, and each other language's by its tag (decision 091). */
  type Emails = {
    email: NewsletterSnapshot;
    localized: Map<string, NewsletterSnapshot>;
    settings: LocaleSettings | undefined;
  };

  /**
   * A recipient's mail: in the language they signed up in when the newsletter is written in it,
   * else in the default language (decision 091).
   */
  function mailFor(newsletterId: number, emails: Emails, delivery: QueuedDelivery): OutboxMessage {
    const own = delivery.locale ? emails.localized.get(delivery.locale) : undefined;
    const email = own ?? emails.email;
    // The body links to the page whose button unsubscribes (decision 067), in the subscriber's
    // language even when the newsletter is not written in it (decision 102); the header's address
    // takes RFC 8058's one-click POST, and a GET of it leads to that page in the same language.
    const pageLanguage = emails.settings && subscriberLanguage(delivery.locale, emails.settings);
    const unsubscribePage = mailingListPageUrl(
      config.publicUrl,
      'unsubscribe',
      delivery.unsubscribeToken,
      pageLanguage ? { code: pageLanguage, defaultLocale: emails.settings!.defaultLocale } : undefined,
    );
    const personal = (body: string) => body.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribePage);
    return {
      kind: NEWSLETTER_MAIL_KIND,
      to: delivery.address,
      subject: email.subject,
      html: personal(email.html),
      text: personal(email.text),
      headers: {
        // The same on a resend (a kill -9 after the server's 250): a mailbox that keeps one copy per Message-ID shows one.
        'Message-ID': `<newsletter-${newsletterId}-${delivery.id}@${host}>`,
        'List-Id': `Newsletter <newsletter.${host}>`,
        'List-Unsubscribe': `<${listUnsubscribeUrl(config.publicUrl, delivery.unsubscribeToken)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        Precedence: 'bulk',
      },
    };
  }

  /** Starts a send now (from a draft, or a scheduled one whose minute came). False when another process did. */
  async function start(newsletterId: number, from: 'draft' | 'scheduled', now: Date): Promise<boolean> {
    const { subject, html, text } = await render(newsletterId, UNSUBSCRIBE_PLACEHOLDER, now.toISOString());
    const localized: Array<{ locale: string; snapshot: NewsletterSnapshot }> = [];
    for (const locale of (await languages?.of(newsletterId)) ?? []) {
      const own = await languages!.render(newsletterId, UNSUBSCRIBE_PLACEHOLDER, now.toISOString(), locale);
      localized.push({ locale, snapshot: { subject: own.subject, html: own.html, text: own.text } });
    }
    return repo.start(newsletterId, from, { subject, html, text }, now.toISOString(), localized);
  }

  /** One pass: starts what is due, hands what the rate allows to the outbox, closes what is done. */
  async function runOnce(now = clock.now()): Promise<void> {
    const at = now.toISOString();
    for (const id of await repo.dueScheduled(at)) {
      try {
        await start(id, 'scheduled', now);
      } catch (error) {
        log.error({ err: error, newsletterId: id }, 'scheduled newsletter could not start');
      }
    }
    const rate = config.newsletters.rate;
    const lastMinute = await repo.handedSince(new Date(now.getTime() - 60_000).toISOString());
    // At most `rate` in any minute, and spread over it: a second's share per tick.
    let budget = Math.min(rate - lastMinute, Math.ceil((rate * NEWSLETTER_TICK_MS) / 60_000));
    const sending = await repo.sendingIds();
    for (const id of sending) {
      await repo.skipUnmailable(id);
      const email = budget > 0 ? await repo.snapshot(id) : undefined;
      const emails: Emails | undefined = email && {
        email,
        localized: await repo.localizedSnapshots(id),
        settings: await languages?.settings(),
      };
      while (emails && budget > 0) {
        const batch = await repo.nextQueued(id, Math.min(budget, HAND_BATCH));
        if (batch.length === 0) break;
        await repo.hand(
          batch.map((delivery) => ({ deliveryId: delivery.id, message: mailFor(id, emails, delivery) })),
          at,
        );
        budget -= batch.length;
      }
    }
    // While a send is on, the outbox runs every tick too: a mail a killed process held comes back
    // when its lease ends, not at the outbox's next poll.
    if (sending.length > 0) outbox.wake();
    if (sending.length > 0 && (await repo.finishDone(at)) > 0) await onSent?.();
  }

  return { repo, start, runOnce };
}

export type NewsletterSender = ReturnType<typeof createNewsletterSender>;

/**
 * The worker loop in the app: every NEWSLETTER_TICK_MS while something is scheduled or going
 * out, every NEWSLETTER_IDLE_MS otherwise; `wake` runs it now (after a send or schedule here).
 */
export function createNewsletterWorker(sender: NewsletterSender, log: Pick<Log, 'error'>) {
  const loop = createPollingLoop(
    async () => {
      await sender.runOnce();
      return (await sender.repo.busy()) ? NEWSLETTER_TICK_MS : NEWSLETTER_IDLE_MS;
    },
    (error) => {
      log.error({ err: error }, 'newsletter worker failed; trying again');
      return NEWSLETTER_IDLE_MS;
    },
  );
  return { start: loop.start, wake: loop.wake, stop: loop.stop };
}
