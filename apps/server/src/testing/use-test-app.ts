import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from './test-app.ts';

export type SignedInContext = {
  t: TestApp;
  /** Headers of a signed-in administrator. */
  auth: { authorization: string };
};

/** One fresh app and a signed-in administrator for a test file, closed after it. */
export function useSignedInApp(overrides?: Parameters<typeof createTestApp>[0]): SignedInContext {
  const ctx = {} as SignedInContext;
  beforeAll(async () => {
    ctx.t = await createTestApp(overrides);
    ctx.auth = (await signedInAdmin(ctx.t)).headers;
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}
