import { describe, expect, it } from 'vitest';
import { siteData, type SiteRead } from './site-api';

const failed = (status: number): Promise<SiteRead<never>> =>
  Promise.resolve({ status, body: { success: false, message: 'No.' } });

async function statusOf(read: Promise<SiteRead<never>>): Promise<number> {
  const thrown = await siteData(read).catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).status;
}

describe('siteData', () => {
  it('gives the data of a successful read', async () => {
    expect(await siteData(Promise.resolve({ status: 200, body: { success: true as const, data: [1] } }))).toEqual([1]);
  });

  it('makes a read the address made invalid (400, 404) a 404 page, and only server failures a 503', async () => {
    expect(await statusOf(failed(400))).toBe(404);
    expect(await statusOf(failed(404))).toBe(404);
    expect(await statusOf(failed(500))).toBe(503);
    expect(await statusOf(failed(503))).toBe(503);
  });
});
