import { RedirectMessages } from '@atrium/contract/redirects';
import { describe, expect, it } from 'vitest';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { redirects } from './redirects.resource.ts';

describeResourceContract({ resource: redirects, build: (text) => ({ name: `Redirect ${text}` }) });

const ctx = useSignedInApp();

describe('redirects', () => {
  it('requires a name', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/redirects/',
      headers: ctx.auth,
      payload: { name: '  ', status: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe(RedirectMessages.nameRequired);
  });
});
