import { PASSKEY_CHALLENGE_MINUTES, PasskeyMessages, type Passkey } from '@atrium/contract/passkeys';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { AppError, NotFoundError, UnauthorizedError } from '../../errors.ts';
import type { Clock, Log } from '../../service-deps.ts';
import { AuthMessages } from '@atrium/contract/messages';
import { createPasskeysRepository, type PasskeyRow } from './passkeys.repository.ts';
import { createUsersRepository, type UserRow } from './users.repository.ts';

const CHALLENGE_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

/**
 * @simplewebauthn/server and its ASN.1 and CBOR libraries, imported when a passkey is first
 * registered or used: about 5 MB of heap a process that never sees one does not hold (decision 046).
 */
const webauthn = () => import('@simplewebauthn/server');

function toPasskey(row: PasskeyRow): Passkey {
  return { id: row.id, name: row.name, created_at: row.created_at, last_used_at: row.last_used_at };
}

export type PasskeysDeps = {
  db: Db;
  config: Pick<Config, 'passkeys' | 'publicUrl'>;
  clock: Clock;
  log: Log;
};

/**
 * Decision 036: passkeys with @simplewebauthn/server. Each ceremony's challenge is stored here
 * (single use: taken by one DELETE, PASSKEY_CHALLENGE_MINUTES), never trusted from the browser.
 * Sign-in uses discoverable credentials: the options name no user, the credential says whose it is.
 */
export function createPasskeys({ db, config, clock, log }: PasskeysDeps) {
  const repo = createPasskeysRepository(db);
  const users = createUsersRepository(db);
  const { rpId, origins } = config.passkeys;
  const rpName = `Atrium (${new URL(config.publicUrl).host})`;
  const failed = () => new AppError(400, PasskeyMessages.failed);
  const now = () => clock.now().toISOString();
  const expiry = () => new Date(clock.now().getTime() + CHALLENGE_MS).toISOString();

  return {
    async list(userId: number): Promise<Passkey[]> {
      return (await repo.listOf(userId)).map(toPasskey);
    },

    async registrationOptions(user: { id: number; email: string }) {
      const existing = await repo.listOf(user.id);
      const options = await (
        await webauthn()
      ).generateRegistrationOptions({
        rpName,
        rpID: rpId,
        userName: user.email,
        userID: new TextEncoder().encode(`atrium-user-${user.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.credential_id,
          transports: p.transports ? (JSON.parse(p.transports) as AuthenticatorTransportFuture[]) : undefined,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        timeout: CHALLENGE_MS,
      });
      await repo.saveChallenge(options.challenge, 'register', user.id, expiry(), now());
      return options as unknown as Record<string, unknown>;
    },

    async register(userId: number, name: string, response: unknown): Promise<Passkey> {
      let verification;
      try {
        verification = await (
          await webauthn()
        ).verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge: (challenge) => repo.takeChallenge(challenge, 'register', userId, now()),
          expectedOrigin: origins,
          expectedRPID: rpId,
          requireUserVerification: false,
        });
      } catch (err) {
        log.info({ err }, 'a passkey registration was refused');
        throw failed();
      }
      if (!verification.verified) throw failed();
      const { credential } = verification.registrationInfo;
      if (await repo.getByCredentialId(credential.id)) throw failed();
      const row = await repo.insert({
        user_id: userId,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ? JSON.stringify(credential.transports) : null,
        name,
        created_at: now(),
      });
      return toPasskey(row);
    },

    async rename(userId: number, id: number, name: string): Promise<Passkey> {
      const row = await repo.rename(userId, id, name);
      if (!row) throw new NotFoundError(PasskeyMessages.notFound);
      return toPasskey(row);
    },

    async remove(userId: number, id: number): Promise<Passkey> {
      const row = await repo.remove(userId, id);
      if (!row) throw new NotFoundError(PasskeyMessages.notFound);
      return toPasskey(row);
    },

    async signInOptions() {
      const options = await (
        await webauthn()
      ).generateAuthenticationOptions({
        rpID: rpId,
        userVerification: 'required',
        timeout: CHALLENGE_MS,
      });
      await repo.saveChallenge(options.challenge, 'sign_in', null, expiry(), now());
      return options as unknown as Record<string, unknown>;
    },

    /** The user whose passkey answered the sign-in challenge (active only). */
    async signIn(response: unknown): Promise<UserRow> {
      const answer = response as AuthenticationResponseJSON;
      const passkey = await repo.getByCredentialId(answer.id);
      if (!passkey) throw new UnauthorizedError(PasskeyMessages.unknown);
      let verification;
      try {
        verification = await (
          await webauthn()
        ).verifyAuthenticationResponse({
          response: answer,
          expectedChallenge: (challenge) => repo.takeChallenge(challenge, 'sign_in', null, now()),
          expectedOrigin: origins,
          expectedRPID: rpId,
          credential: {
            id: passkey.credential_id,
            publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
            counter: Number(passkey.counter),
            transports: passkey.transports
              ? (JSON.parse(passkey.transports) as AuthenticatorTransportFuture[])
              : undefined,
          },
          requireUserVerification: true,
        });
      } catch (err) {
        log.info({ err }, 'a passkey sign-in was refused');
        throw new UnauthorizedError(PasskeyMessages.failed);
      }
      if (!verification.verified) throw new UnauthorizedError(PasskeyMessages.failed);
      const user = await users.getById(passkey.user_id);
      if (!user || user.state !== 'active') throw new UnauthorizedError(AuthMessages.invalidCredentials);
      await repo.used(passkey.id, verification.authenticationInfo.newCounter, now());
      return user;
    },
  };
}
