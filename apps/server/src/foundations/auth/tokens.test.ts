import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const secret = 'a-test-secret-of-enough-length-'.repeat(2);
const minutes = (n: number) => n * 60_000;

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

  it('a verified token expires all the same, after ACCESS_TOKEN_MINUTES (15 by default)', async () => {
    let clock = Date.now();
    const tokens = createTokenService(secret, () => clock);
    const token = await tokens.sign({ userId: 1, tokenVersion: 0 });
    expect(await tokens.verify(token)).not.toBeNull();
    clock += minutes(14);
    expect(await tokens.verify(token)).not.toBeNull();
    clock += minutes(2);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a token first seen after its expiry is refused', async () => {
    const tokens = createTokenService(secret, () => Date.now() + minutes(61));
    const token = await createTokenService(secret, Date.now, 60).sign({ userId: 1, tokenVersion: 0 });
    expect(await tokens.verify(token)).toBeNull();
    expect(await createTokenService(secret, () => Date.now() + minutes(59)).verify(token)).not.toBeNull();
  });
});
