import type { CaptchaWords } from '@atrium/contract/submission-rules';
import { SpamCheckError } from '~/site-client/forms/altcha';

/** The little of Google's API the forms use. */
type Grecaptcha = {
  render(container: HTMLElement, options: Record<string, unknown>): number;
  reset(widget?: number): void;
  getResponse(widget?: number): string;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    atriumRecaptchaLoaded?: () => void;
  }
}

/** Google's script is asked for only when the server says reCAPTCHA, and only once a form is used. */
const SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=atriumRecaptchaLoaded';
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<Grecaptcha> | undefined;

function loadGoogle(words: CaptchaWords): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const fail = () => {
      loading = undefined;
      reject(new SpamCheckError(words.unavailable));
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    window.atriumRecaptchaLoaded = () => {
      clearTimeout(timer);
      if (window.grecaptcha) resolve(window.grecaptcha);
      else fail();
    };
    const script = document.createElement('script');
    // Google's box and its own messages in the page's language (decision 095).
    const lang = document.documentElement.lang;
    script.src = lang ? `${SCRIPT}&hl=${encodeURIComponent(lang)}` : SCRIPT;
    script.async = true;
    script.addEventListener('error', () => {
      clearTimeout(timer);
      script.remove();
      fail();
    });
    document.head.append(script);
  });
  return loading;
}

export type RecaptchaWidget = {
  /** The visitor's ticked box, or the spec's 'Please complete the reCAPTCHA.' */
  response(): string | undefined;
  reset(): void;
};

/**
 * Google's checkbox in `container`, with the spec's widget texts (requirements 3 §5): expired, failed to
 * render, unavailable. `report` shows one (or clears it).
 */
export async function renderRecaptcha(
  container: HTMLElement,
  siteKey: string,
  report: (message: string | undefined) => void,
  words: CaptchaWords,
): Promise<RecaptchaWidget> {
  const google = await loadGoogle(words);
  let widget: number;
  try {
    widget = google.render(container, {
      sitekey: siteKey,
      callback: () => report(undefined),
      'expired-callback': () => report(words.expired),
      'error-callback': () => report(words.unavailable),
    });
  } catch {
    throw new SpamCheckError(words.renderFailed);
  }
  return {
    response: () => google.getResponse(widget) || undefined,
    reset: () => google.reset(widget),
  };
}
