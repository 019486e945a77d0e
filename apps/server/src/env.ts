import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { zoneName } from '@atrium/contract/schedule';

/**
 * Where the server fetches a video link's poster (decision 041): YouTube's thumbnails by id
 * (`<youtube>/<id>/maxresdefault.jpg`, then `hqdefault.jpg`), Vimeo's oEmbed answer
 * (`<vimeoOembed>?url=…` → `thumbnail_url`), whose image must come from one of `vimeoImages`.
 * Only these origins are fetched from, redirects included.
 */
export type PosterSources = { youtube: string; vimeoOembed: string; vimeoImages: string[] };

export const DEFAULT_POSTER_SOURCES: PosterSources = {
  youtube: 'https://i.ytimg.com/vi',
  vimeoOembed: 'https://vimeo.com/api/oembed.json',
  vimeoImages: ['https://i.vimeocdn.com'],
};

const megabytes = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .default(fallback)
    .transform((mb) => Math.round(mb * 1024 * 1024));

const boolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Which peers may set the client address through X-Forwarded-For; see TrustProxy. */
const trustProxy = optionalText.transform((value, ctx): TrustProxy => {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count, addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8), or true; not: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** An address, a CIDR range, or one of the named ranges proxy-addr (Fastify's trustProxy) knows. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Files the site serves at its root itself: a verification file cannot take their place. */
const RESERVED_FILES = new Set([
  'robots.txt',
  'sitemap.xml',
  'rss.xml',
  'podcast.xml',
  'podcast-cover.png',
  'favicon.svg',
]);

/** A whole number in [min, max]; unset or empty keeps the default. */
function wholeNumber(fallback: number, min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number({ error: message }).int({ error: message }).min(min, message).max(max, message).default(fallback),
  );
}

/** The environment variables Atrium reads; README.md documents each one. */
const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int({ error: 'must be a port number (0-65535)' })
      .min(0, 'must be a port number (0-65535)')
      .max(65535, 'must be a port number (0-65535)')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)')
        .optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    ADMIN_NOTIFY_EMAIL: optionalText.pipe(z.email().optional()),
    SEED_DEMO: boolean(true),
    REQUIRE_2FA: boolean(false),
    PASSKEY_RP_ID: optionalText,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('Atrium <no-reply@localhost>'),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_SECRET: optionalText,
    ALTCHA_COST: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,7}$/, 'must be a whole number from 1 to 1000000')
        .transform(Number)
        .refine((n) => n >= 1 && n <= 1_000_000, 'must be a whole number from 1 to 1000000')
        .optional(),
    ),
    MAX_IMAGE_UPLOAD_MB: megabytes(10),
    MAX_VIDEO_UPLOAD_MB: megabytes(500),
    // Decision 079: a WordPress import may download from a site on a private network (off by default).
    IMPORT_PRIVATE_HOSTS: boolean(false),
    // Where video posters are fetched from (decision 041); tests point them at a local stand-in.
    POSTER_YOUTUBE_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    POSTER_VIMEO_OEMBED: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    POSTER_VIMEO_IMAGES: optionalText.pipe(
      z
        .string()
        .optional()
        .transform((value) =>
          value
            ?.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.url({ protocol: /^https?$/ })).optional()),
    ),
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
    TRUST_PROXY: trustProxy,
    // An empty value keeps the default: 0 (off) must be asked for.
    PAGE_CACHE_MB: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce.number({ error: 'must be a number of megabytes (0 turns the cache off)' }).min(0).default(64),
    ),
    // An empty value keeps the default.
    PREVIEW_LINK_DAYS: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ error: 'must be a whole number of days from 1 to 365' })
        .int('must be a whole number of days from 1 to 365')
        .min(1, 'must be a whole number of days from 1 to 365')
        .max(365, 'must be a whole number of days from 1 to 365')
        .default(7),
    ),
    // Decision 043 (N1): at most one acknowledgement per recipient in this many minutes.
    ACKNOWLEDGEMENT_WINDOW_MINUTES: wholeNumber(10, 1, 24 * 60),
    SITE_VERIFICATION_FILE: optionalText.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/,
          'must be a file name (letters, digits, . _ -), e.g. google1234567890abcdef.html',
        )
        .refine((name) => !RESERVED_FILES.has(name.toLowerCase()), 'names a file the site already serves')
        .optional(),
    ),
    SITE_VERIFICATION_CONTENT: optionalText,
    // Decision 045: the bearer token of /api/metrics; unset, the endpoint is off (404).
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    // Decision 026: a short access token, renewed by the refresh cookie while the editor works.
    ACCESS_TOKEN_MINUTES: wholeNumber(15, 1, 24 * 60),
    REFRESH_IDLE_DAYS: wholeNumber(7, 1, 365),
    REFRESH_ABSOLUTE_DAYS: wholeNumber(30, 1, 365),
    // Decision 031: how long audit entries are kept.
    AUDIT_DAYS: wholeNumber(365, 1, 36500),
    // Decision 082: the site's figures, counted on the server without cookies, and how long they are kept.
    ANALYTICS: boolean(true),
    ANALYTICS_DAYS: wholeNumber(730, 1, 36500),
    ANALYTICS_BEACON: boolean(false),
    // Decision 033: how many revisions of each record are kept.
    REVISIONS_KEEP: wholeNumber(50, 1, 10000),
    TRASH_DAYS: wholeNumber(30, 1, 36500),
    // Decision 053: newsletter mails per minute, 5xx answers before an address is bouncing, and
    // how long a process keeps a mail it is sending (a killed process's mail waits this long).
    NEWSLETTER_RATE: wholeNumber(60, 1, 100_000),
    NEWSLETTER_BOUNCE_LIMIT: wholeNumber(3, 1, 100),
    MAIL_LEASE_SECONDS: wholeNumber(120, 2, 3600),
    // Decision 034: how the back office shows and reads publish and unpublish times.
    ORG_TIMEZONE: optionalText.pipe(
      // Its name as the site settings store it (decision 061): an offset such as +05:00 is refused.
      z
        .string()
        .refine((v) => zoneName(v) !== null, 'must be an IANA time zone such as UTC or Europe/Paris')
        .transform((v) => zoneName(v)!)
        .optional(),
    ),
    // Decision 044: how many processes `npm start` runs (node:cluster); 1 is one process, no cluster.
    WORKERS: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .default('1')
        .refine(
          (value) => value === 'auto' || (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 64),
          'must be auto or a whole number from 1 to 64',
        )
        .transform((value): number | 'auto' => (value === 'auto' ? 'auto' : Number(value))),
    ),
    // Decision 044: how long a stopping process lets requests in flight (uploads) finish.
    SHUTDOWN_GRACE_SECONDS: wholeNumber(30, 1, 3600),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER === 'recaptcha') {
      for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when CAPTCHA_PROVIDER=recaptcha' });
      }
    }
    if (Boolean(env.SITE_VERIFICATION_FILE) !== Boolean(env.SITE_VERIFICATION_CONTENT)) {
      const missing = env.SITE_VERIFICATION_FILE ? 'SITE_VERIFICATION_CONTENT' : 'SITE_VERIFICATION_FILE';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required with the other SITE_VERIFICATION_ setting',
      });
    }
    if (env.STORAGE === 's3') {
      for (const key of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE=s3' });
      }
    }
  });

/**
 * Whose X-Forwarded-For is believed. false: nobody's, the client is the socket's peer. A list:
 * peers at those addresses or ranges. A number: that many hops, whoever connects (only for an
 * app that cannot be reached but through its proxies). true: anyone's, which lets every client
 * choose its own address.
 */
export type TrustProxy = boolean | number | string[];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  publicUrl: string;
  jwtSecret: string;
  admin: { email?: string; password?: string };
  seedDemo: boolean;
  /** Decision 036: every user must enrol a second factor before using the back office. */
  requireTwoFactor: boolean;
  /** Decision 036: the WebAuthn relying party: its ID (a domain) and the origins a passkey may answer from. */
  passkeys: { rpId: string; origins: string[] };
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  captcha: {
    provider: 'altcha' | 'recaptcha';
    siteKey?: string;
    secret?: string;
    /** The proof of work's difficulty over foundations/captcha's defaults (ALTCHA_COST; tests make it cheap). */
    altcha?: { cost?: number; counterMin?: number; counterMax?: number; ttlSeconds?: number };
    /** Google's siteverify address; tests point it at a fake. */
    recaptchaVerifyUrl?: string;
  };
  /** Who hears of new appointment requests and contact messages; unset: the first administrator. */
  notifyEmail?: string;
  uploads: { maxImageBytes: number; maxVideoBytes: number };
  /** Where a video link's poster is fetched when the item is saved (decision 041). */
  posters: PosterSources;
  /**
   * Decision 079: whether a WordPress import may download from a site whose address is private
   * (loopback, a private network, link-local); never from another host than the export's.
   */
  imports: { allowPrivateHosts: boolean };
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl?: string;
      };
  logLevel: string;
  trustProxy: TrustProxy;
  /** Decision 026: the access token's life and the refresh token's idle and absolute lifetimes. */
  sessions: { accessMinutes: number; refreshIdleDays: number; refreshAbsoluteDays: number };
  /** Limits for sign-in and reset; tests and benchmarks loosen them. */
  rateLimit: typeof RATE_LIMITS;
  /** Processes `npm start` runs (WORKERS; `auto`: the cores this process may use). 1: no cluster. */
  workers: number;
  /** How long a stopping process waits for requests in flight before it cuts them (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** Milliseconds a connection may stay silent; see IDLE_TIMEOUT_MS. */
  idleTimeoutMs: number;
  /** The longest a request's body may take to arrive, whatever its pace; see BODY_DEADLINES. */
  bodyDeadlines: typeof BODY_DEADLINES;
  /** Where the web build lives; unset means API only (tests). */
  webBuildDir?: string;
  /** Rendered public pages kept in memory (foundations/page-cache, decision 017). */
  pageCache: {
    /** Bytes for pages; 0 turns the cache off. */
    maxBytes: number;
    /** How often the database's content version is read besides PostgreSQL's notifications. */
    pollMs: number;
    /**
     * Unset in production (content-freshness.ts's 50 ms). The API tests shorten it, since on
     * PostgreSQL every administrator's write waits a lease before it answers: correct at any
     * length, a shorter one only costs more version reads.
     */
    leaseMs?: number;
  };
  /** How long a preview link opens its draft (PREVIEW_LINK_DAYS, decision 028). */
  previewLinkDays: number;
  /** At most one contact or appointment acknowledgement per recipient in this window (ACKNOWLEDGEMENT_WINDOW_MINUTES, decision 043). */
  acknowledgementWindowMinutes: number;
  /**
   * Decision 082: whether public pages are counted (ANALYTICS), and for how many days
   * (ANALYTICS_DAYS); decision 089: whether pages carry the beacon and are counted by it rather
   * than when served (ANALYTICS_BEACON, for a site behind a CDN).
   */
  analytics: { enabled: boolean; days: number; beacon: boolean };
  /** Days an audit entry is kept (AUDIT_DAYS, decision 031). */
  auditDays: number;
  /** Revisions kept per record, the newest (REVISIONS_KEEP, decision 033). */
  revisionsKeep: number;
  /** Days a deleted record stays in the trash before it is deleted forever (TRASH_DAYS, decision 032). */
  trashDays: number;
  /** Newsletter sending (decision 053): mails per minute (NEWSLETTER_RATE); permanent failures before an address is bouncing (NEWSLETTER_BOUNCE_LIMIT). */
  newsletters: { rate: number; bounceLimit: number };
  /** How long the outbox keeps a mail claimed by the process sending it (MAIL_LEASE_SECONDS). */
  mailLeaseMs: number;
  /** The zone the back office shows and reads publish times in (ORG_TIMEZONE, decision 034). */
  orgTimezone: string;
  /** A search engine's site-verification file, served at /<file> (requirements 3 §2). */
  siteVerification?: { file: string; content: string };
  /** The bearer token /api/metrics asks for (METRICS_TOKEN); unset, the endpoint answers 404 (decision 045). */
  metricsToken?: string;
};

/**
 * Per client address: requests a minute to sign-in (also reset-confirm and password change)
 * and to reset. Per (address, identifier): failed sign-ins in 15 minutes. Decision 007 says why.
 * Public submissions and spam-check challenges: decision 012.
 */
export const RATE_LIMITS = {
  loginPerMinute: 10,
  resetPerMinute: 5,
  failuresPerAddressAndAccount: 5,
  /** Each public submission (mailing list, appointment, contact) per address; decision 012. */
  submissionsPerMinute: 5,
  /** Spam-check challenges per address (each costs the server one key derivation). */
  challengesPerMinute: 30,
  /** Session refreshes per address (decision 026): one per tab every few minutes, several editors behind one address. */
  refreshPerMinute: 30,
  /** Reset mails per account per hour, whatever the addresses asking (decision 037); more requests answer alike and send none. */
  resetMailsPerAccountPerHour: 3,
  /**
   * Wrong second-factor codes per account in 15 minutes, from any address and any call (the
   * sign-in's second step, the step-up, turning two-factor on or off): decision 068.
   */
  codeFailuresPerAccount: 10,
  /** Email changes an account may ask for in an hour (each mails the new address): decision 068. */
  emailChangesPerAccountPerHour: 5,
};

/**
 * A connection on which nothing is received or sent for this long is closed: a stalled upload
 * then frees its socket and its temporary file, while a slow one (bytes keep coming) goes on
 * for as long as it takes. Twice nginx's default for the same wait (client_body_timeout, 60 s).
 */
const IDLE_TIMEOUT_MS = 120_000;

/**
 * Decision 045: the longest a body may take to arrive, however steadily it trickles (the idle
 * timeout never fires on a byte every 10 s). JSON bodies are at most 1 MB: 30 s is a 270 kbit/s
 * line. Uploads (multipart, only after a valid token) get an hour: a 500 MB video over 1.2 Mbit/s.
 * Past it the request is answered 408 and its connection closed.
 */
const BODY_DEADLINES = { jsonMs: 30_000, uploadMs: 60 * 60_000 };

/**
 * How often a process whose content-version watch is not ready (PostgreSQL's LISTEN connection
 * down, SQLite's data_version failing) reads the version anyway, between requests; a cacheable
 * request then reads it itself before it is answered (decision 075).
 */
const CONTENT_VERSION_POLL_MS = 2_000;

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with every offending variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'atrium.sqlite') },
    publicUrl,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    notifyEmail: e.ADMIN_NOTIFY_EMAIL,
    seedDemo: e.SEED_DEMO,
    requireTwoFactor: e.REQUIRE_2FA,
    passkeys: passkeySettings(publicUrl, e.PASSKEY_RP_ID),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      siteKey: e.RECAPTCHA_SITE_KEY,
      secret: e.RECAPTCHA_SECRET,
      ...(e.ALTCHA_COST ? { altcha: { cost: e.ALTCHA_COST } } : {}),
    },
    uploads: { maxImageBytes: e.MAX_IMAGE_UPLOAD_MB, maxVideoBytes: e.MAX_VIDEO_UPLOAD_MB },
    posters: {
      youtube: e.POSTER_YOUTUBE_BASE ?? DEFAULT_POSTER_SOURCES.youtube,
      vimeoOembed: e.POSTER_VIMEO_OEMBED ?? DEFAULT_POSTER_SOURCES.vimeoOembed,
      vimeoImages: e.POSTER_VIMEO_IMAGES ?? DEFAULT_POSTER_SOURCES.vimeoImages,
    },
    imports: { allowPrivateHosts: e.IMPORT_PRIVATE_HOSTS },
    storage:
      e.STORAGE === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : { driver: 'local', dir: path.join(dataDir, 'media') },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sessions: {
      accessMinutes: e.ACCESS_TOKEN_MINUTES,
      refreshIdleDays: e.REFRESH_IDLE_DAYS,
      refreshAbsoluteDays: Math.max(e.REFRESH_ABSOLUTE_DAYS, e.REFRESH_IDLE_DAYS),
    },
    rateLimit: RATE_LIMITS,
    idleTimeoutMs: IDLE_TIMEOUT_MS,
    bodyDeadlines: BODY_DEADLINES,
    pageCache: { maxBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024), pollMs: CONTENT_VERSION_POLL_MS },
    workers: e.WORKERS === 'auto' ? availableParallelism() : e.WORKERS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    previewLinkDays: e.PREVIEW_LINK_DAYS,
    acknowledgementWindowMinutes: e.ACKNOWLEDGEMENT_WINDOW_MINUTES,
    analytics: { enabled: e.ANALYTICS, days: e.ANALYTICS_DAYS, beacon: e.ANALYTICS && e.ANALYTICS_BEACON },
    auditDays: e.AUDIT_DAYS,
    revisionsKeep: e.REVISIONS_KEEP,
    trashDays: e.TRASH_DAYS,
    newsletters: { rate: e.NEWSLETTER_RATE, bounceLimit: e.NEWSLETTER_BOUNCE_LIMIT },
    mailLeaseMs: e.MAIL_LEASE_SECONDS * 1000,
    orgTimezone: e.ORG_TIMEZONE ?? 'UTC',
    siteVerification:
      e.SITE_VERIFICATION_FILE && e.SITE_VERIFICATION_CONTENT
        ? { file: e.SITE_VERIFICATION_FILE, content: e.SITE_VERIFICATION_CONTENT }
        : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}

/**
 * Where JWT_SECRET is kept when it is generated (unset in the environment): a backup carries this
 * file and a restore puts it back (db/backup.ts), since the TOTP secrets are sealed with it.
 */
export const GENERATED_SECRET_FILE = 'jwt-secret';

/** A secret generated on first start and kept, so tokens survive restarts without configuration. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, GENERATED_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Decision 036: passkeys belong to PUBLIC_URL's host (or PASSKEY_RP_ID, a parent domain of it)
 * and are accepted from PUBLIC_URL's origin. Browsers refuse an IP address as the relying party,
 * so on this machine (127.0.0.1 or localhost) the ID is `localhost` and both origins are accepted.
 */
function passkeySettings(publicUrl: string, rpId: string | undefined): { rpId: string; origins: string[] } {
  const url = new URL(publicUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
    const port = url.port ? `:${url.port}` : '';
    return { rpId: 'localhost', origins: [`${url.protocol}//localhost${port}`, `${url.protocol}//127.0.0.1${port}`] };
  }
  if (rpId && rpId !== url.hostname && !url.hostname.endsWith(`.${rpId}`)) {
    throw new ConfigError(
      `Invalid environment configuration:\n  PASSKEY_RP_ID: must be ${url.hostname} (PUBLIC_URL's host) or a domain it is under`,
    );
  }
  return { rpId: rpId ?? url.hostname, origins: [url.origin] };
}
