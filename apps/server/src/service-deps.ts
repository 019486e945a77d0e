/**
 * What services are given besides their own repositories (decision 022). A service names each
 * dependency as the app decorates it (`db`, `config`, `clock`, `log`, `mailer`, `outbox`,
 * `media`, `tokens`, `pageCache`), so a route file builds one with `{ db: app.db, ... }` and a
 * unit test with a fake of only what the service uses.
 */

/** The time a service reads: tests pass a fixed or stepping clock instead of faking timers. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

type LogFn = { (fields: object, message: string): void; (message: string): void };

/** The part of the app's logger (pino) services use: structured fields first, then the message. */
export type Log = { info: LogFn; warn: LogFn; error: LogFn };
