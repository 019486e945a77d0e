import { describe, expect, it } from 'vitest';
import { accessTokenLifetime, renewalDue } from './session-keeper';

const jwt = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('renewing the access token before it ends (decision 026)', () => {
  it("reads the token's life from iat and exp", () => {
    expect(accessTokenLifetime(jwt({ iat: 1000, exp: 1900 }))).toBe(900_000);
    expect(accessTokenLifetime(jwt({ exp: 1900 }))).toBeNull();
    expect(accessTokenLifetime('not-a-token')).toBeNull();
    expect(accessTokenLifetime(null)).toBeNull();
  });

  it('renews a minute before the end, or a quarter of a short life before it, counted from when it was seen', () => {
    expect(renewalDue(900_000, 10_000)).toBe(10_000 + 840_000);
    expect(renewalDue(120_000, 0)).toBe(90_000);
  });
});
