import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Visitors' submissions through the public API, spam check included: each one solves a real
 * ALTCHA challenge (as the widget does) and comes from its own made-up client address, as
 * separate visitors would, so the per-address limits (5 a minute) never refuse a test's rows.
 * Solving runs in the thread pool: send several with Promise.all.
 */
function visitorAddress(): string {
  return `10.${randomInt(201, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

async function solved(request: APIRequestContext, address: string): Promise<string> {
  const response = await request.get('/api/captcha/challenge/', { headers: { 'X-Forwarded-For': address } });
  expect(response.status()).toBe(200);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 240_000 });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function submit(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<void> {
  const address = visitorAddress();
  const recaptchaToken = await solved(request, address);
  const response = await request.post(path, {
    data: { ...data, recaptchaToken },
    headers: { 'X-Forwarded-For': address },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export const submitAppointment = (
  request: APIRequestContext,
  fields: { name: string; email: string; phone_number: string; reason: string },
) => submit(request, '/api/requestedappointments/', { ...fields, status: 1 });

export const submitContactMessage = (
  request: APIRequestContext,
  fields: {
    name: string;
    email: string;
    phone: string;
    organization: string;
    industries: number;
    purpose: string;
    message: string;
  },
) => submit(request, '/api/contact-us/', { ...fields, status: 1 });

export const signUpForMailingList = (request: APIRequestContext, email: string) =>
  submit(request, '/api/mailinglists/', { email, status: 0 });

/** '01', '02', ... '{n}': names that sort as numbers. */
export const numbered = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1).padStart(2, '0'));
