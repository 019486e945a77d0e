import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP refusal the test server gives a recipient: a 5xx (permanent) or 4xx (try later). */
type SmtpRefusal = { code: number; message: string };

export type SmtpServerOptions = {
  /** A refusal for this recipient at RCPT TO, or undefined to take the mail (decision 053's bounces). */
  refuse?: (address: string) => SmtpRefusal | undefined;
};

/**
 * A real SMTP server on loopback, collecting what it receives: on a free port, or on `port`
 * (a mail server that comes up where the app was told it is).
 */
export async function startSmtpServer(port = 0, options: SmtpServerOptions = {}) {
  const inbox: Array<{ to: string[]; raw: string }> = [];
  /** Every refusal given, by recipient. */
  const refused: string[] = [];
  let notify: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of 127.0.0.1 per connection (about 100 ms each on a CI machine).
    disableReverseLookup: true,
    // The app's pooled connection (decision 053) stays open: closing the server ends it at once.
    closeTimeout: 50,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      refused.push(address.address);
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        notify?.();
        callback();
      });
    },
  });
  // A client killed mid-session (the fault suite's kill -9) resets its connection: smtp-server
  // reports that on the server, where an unheard 'error' would end the test process.
  const connectionErrors: Error[] = [];
  server.on('error', (error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    refused,
    /** Connection errors seen (a reset by a killed client), for a test that wants none. */
    connectionErrors,
    /** Waits for the mail number `count` (1-based) to arrive. */
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (inbox.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${inbox.length}`);
        await new Promise<void>((resolve) => {
          notify = resolve;
          setTimeout(resolve, 50);
        });
      }
      return inbox[count - 1]!;
    },
    /** Every mail received, parsed (headers, text, html). */
    parsed: (): Promise<ParsedMail[]> => Promise.all(inbox.map((mail) => simpleParser(mail.raw))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
