/** Google's verification address (reCAPTCHA v2 and v3 alike). */
const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** A v3 token scores 0 (a bot) to 1 (a person); below this it is refused. v2 tokens carry no score. */
const MIN_SCORE = 0.5;

export type RecaptchaVerdict = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'unavailable' };

/**
 * Asks Google whether a token is good (each token answers once: Google says
 * 'timeout-or-duplicate' the second time). `url` and `fetchImpl` let tests fake Google.
 */
export async function verifyRecaptcha(
  options: { secret: string; url?: string; fetchImpl?: typeof fetch; timeoutMs?: number },
  token: string,
  remoteIp: string,
): Promise<RecaptchaVerdict> {
  const body = new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp });
  let answer: { success?: unknown; score?: unknown; 'error-codes'?: unknown };
  try {
    const response = await (options.fetchImpl ?? fetch)(options.url ?? SITEVERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    answer = (await response.json()) as typeof answer;
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (answer.success === true) {
    return typeof answer.score === 'number' && answer.score < MIN_SCORE
      ? { ok: false, reason: 'invalid' }
      : { ok: true };
  }
  const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
  if (codes.includes('timeout-or-duplicate')) return { ok: false, reason: 'expired' };
  // A wrong secret is our configuration, not the visitor's doing.
  if (codes.includes('invalid-input-secret') || codes.includes('missing-input-secret')) {
    return { ok: false, reason: 'unavailable' };
  }
  return { ok: false, reason: 'invalid' };
}
