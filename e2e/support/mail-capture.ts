import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that accepts every message and writes it to `dir` as JSON
 * ({to, subject, raw}), so tests in other processes can read the mail the app sent.
 */
export async function startMailCapture(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // The app keeps a pooled connection open (decision 053): closing ends it at once.
    closeTimeout: 50,
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        const file = path.join(dir, `${Date.now()}-${randomUUID()}.json`);
        writeFileSync(file, JSON.stringify({ to, subject, raw, receivedAt: new Date().toISOString() }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The SMTP capture server has no port.');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
