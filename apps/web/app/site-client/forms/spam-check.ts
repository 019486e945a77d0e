import type { CaptchaWords } from '@atrium/contract/submission-rules';
import { type AltchaToken, isFresh, solveAltcha, SpamCheckError } from '~/site-client/forms/altcha';
import { type RecaptchaWidget, renderRecaptcha } from '~/site-client/forms/recaptcha';

type Provider = { provider: 'altcha' | 'recaptcha'; siteKey?: string };

let config: Promise<Provider> | undefined;

/** Which check the server wants (GET /api/captcha/config/), asked once per page. */
function provider(words: CaptchaWords): Promise<Provider> {
  config ??= fetch('/api/captcha/config/')
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
    .then((body: { data: Provider }) => body.data)
    .catch(() => {
      config = undefined;
      throw new SpamCheckError(words.unavailable);
    });
  return config;
}

export type SpamCheck = {
  /** Begins the check (ALTCHA solves, Google's box is drawn); nothing when it is under way or done. */
  start(): void;
  /** What stops a submit before anything is sent (Google's box not ticked), if anything. */
  problemBeforeSubmit(): string | undefined;
  /** The token to send, waiting for ALTCHA's solve; throws SpamCheckError with the spec's text (in the page's language). */
  token(): Promise<string>;
  /** Forgets the token (spent, or refused): the next start or token() makes a new one. */
  reset(): void;
  /** What focus goes to when the check is the first thing to fix. */
  focusTarget(): HTMLElement | null;
};

/**
 * The spam check of one form (decision 012, 020): ALTCHA by default, a proof of work in the
 * visitor's browser that asks nothing of them, shown as a state line; Google's reCAPTCHA box
 * when the server is configured so. `report` shows a message on the check's error line, in
 * `words`, the page's language's (decision 095).
 */
export function createSpamCheck(
  form: HTMLFormElement,
  report: (message: string | undefined) => void,
  words: CaptchaWords,
): SpamCheck {
  const root = form.querySelector<HTMLElement>('[data-spam-check]');
  const box = root?.querySelector<HTMLElement>('.spam-check__box') ?? null;
  const googleBox = root?.querySelector<HTMLElement>('[data-recaptcha]') ?? null;

  let altcha: { controller: AbortController; result: Promise<AltchaToken> } | undefined;
  let google: Promise<RecaptchaWidget> | undefined;
  let widget: RecaptchaWidget | undefined;

  /** The state line shows the phase's words (all are in the markup, one visible: fields.tsx). */
  function shows(phase: 'idle' | 'working' | 'done' | 'failed' | 'recaptcha'): void {
    if (root) root.dataset.phase = phase;
  }

  function startAltcha(): Promise<AltchaToken> {
    const controller = new AbortController();
    shows('working');
    const result = solveAltcha(controller, words);
    altcha = { controller, result };
    result.then(
      () => {
        if (altcha?.result !== result) return;
        shows('done');
        report(undefined);
      },
      (error: unknown) => {
        if (altcha?.result !== result) return;
        altcha = undefined;
        shows('failed');
        if (!controller.signal.aborted) report(error instanceof Error ? error.message : String(error));
      },
    );
    return result;
  }

  function startGoogle(siteKey: string): Promise<RecaptchaWidget> {
    if (google) return google;
    if (!googleBox) return Promise.reject(new SpamCheckError(words.renderFailed));
    googleBox.hidden = false;
    shows('recaptcha');
    google = renderRecaptcha(googleBox, siteKey, report, words).then(
      (made) => (widget = made),
      (error: unknown) => {
        google = undefined;
        report(error instanceof Error ? error.message : words.unavailable);
        throw error;
      },
    );
    return google;
  }

  async function begin(): Promise<void> {
    const chosen = await provider(words);
    if (chosen.provider === 'recaptcha') await startGoogle(chosen.siteKey ?? '');
    else if (!altcha) await startAltcha();
  }

  return {
    start() {
      begin().catch((error: unknown) => {
        if (error instanceof SpamCheckError) report(error.message);
      });
    },

    problemBeforeSubmit() {
      if (google && !widget?.response()) return words.required;
      return undefined;
    },

    async token() {
      const chosen = await provider(words);
      if (chosen.provider === 'recaptcha') {
        const made = await startGoogle(chosen.siteKey ?? '');
        const response = made.response();
        if (!response) throw new SpamCheckError(words.required);
        return response;
      }
      if (altcha) {
        const current = await altcha.result.catch(() => undefined);
        if (current && isFresh(current)) return current.payload;
      }
      return (await startAltcha()).payload;
    },

    reset() {
      altcha?.controller.abort();
      altcha = undefined;
      // Google's box is emptied, its words stay; ALTCHA's line goes back to its start.
      if (widget) widget.reset();
      else shows('idle');
    },

    focusTarget: () => box,
  };
}
