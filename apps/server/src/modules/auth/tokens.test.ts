import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const secret = 'a-test-secret-of-enough-length-'.repeat(2);
const hours = (n: number) => n * 3_600_000;

describe('access tokens', () => {
  it('verifies its own tokens, again and again, and refuses a forged or altered one', async () => {
    const tokens = createTokenService(secret);
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });

    const forged = await createTokenService(`other-${secret}`).sign({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(forged)).toBeNull();
    const [head, , signature] = token.split('.');
    const body = Buffer.from(JSON.stringify({ sub: '1', tv: 2, iss: 'atrium', aud: 'atrium-admin' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${head}.${body}.${signature}`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });

  it('a verified token expires all the same', async () => {
    let clock = Date.now();
    const tokens = createTokenService(secret, () => clock);
    const token = await tokens.sign({ userId: 1, tokenVersion: 0 });
    expect(await tokens.verify(token)).not.toBeNull();
    clock += hours(11);
    expect(await tokens.verify(token)).not.toBeNull();
    clock += hours(2);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a token first seen after its expiry is refused', async () => {
    const tokens = createTokenService(secret, () => Date.now() + hours(13));
    const token = await createTokenService(secret).sign({ userId: 1, tokenVersion: 0 });
    expect(await tokens.verify(token)).toBeNull();
  });
});
