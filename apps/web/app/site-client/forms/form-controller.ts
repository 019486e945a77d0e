import { PublicFormTexts } from '@atrium/contract/public-forms';
import {
  type FormRules,
  formWordsFromJson,
  HONEYPOT_FIELD,
  type SubmissionWords,
} from '@atrium/contract/submission-rules';
import { type SpamCheck, createSpamCheck } from '~/site-client/forms/spam-check';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Where the spam check's answers show: its own error line (the server names it recaptchaToken). */
const SPAM_FIELD = 'recaptchaToken';

export type FormSetup = {
  form: HTMLFormElement;
  /** The fields by wire name, each with its rule (submission-rules.ts), worded in the page's language (decision 095). */
  rules: (words: SubmissionWords) => FormRules;
  /** The public POST ('/api/contact-us/'). */
  endpoint: string;
  /** What the spec's client also sends (its status). */
  extra: Record<string, unknown>;
  /** The progress text while the form is being sent. */
  submitting: string;
  /** A field's value as sent, when it differs from what the field shows. */
  wire?: Partial<Record<string, (value: string) => unknown>>;
  /** After the server took it: the form is already emptied; `message` is the server's answer. */
  onSuccess(message: string): void;
};

export type FormController = {
  /** Empties the form, its errors and its status line; the next spam check starts with the next visit to the form. */
  reset(): void;
  spam: SpamCheck;
};

/** The page's language tag, as its document says it. */
function pageLocale(): { locale?: string } {
  const lang = document.documentElement.lang;
  return lang ? { locale: lang } : {};
}

/**
 * One public form's behaviour (requirements 3 §4, §5, §8 Public): each field speaks once edited, with
 * its rule's message, live; on submit every field is checked again and focus goes to the first
 * wrong one; then the spam check's token, the POST, and the server's answer: its field errors on
 * their fields, its message (or the default) in the status line, the spam check reset after a
 * failure (requirements 3 §4). Errors set aria-invalid on their control; the error lines are tied to
 * the controls by aria-describedby in the server's markup.
 */
export function controlForm(setup: FormSetup): FormController {
  const { form } = setup;
  // The page's words, given on the form when they are not English (site/forms/fields.tsx's useFormWords).
  const words = formWordsFromJson(form.dataset.words);
  const rules = setup.rules(words.submission);
  const names = Object.keys(rules);
  const status = form.querySelector<HTMLElement>('[data-status]');
  const announcer = form.querySelector<HTMLElement>('[data-announce]');
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]');
  let busy = false;

  const control = (name: string) => form.elements.namedItem(name) as Control | null;
  const errorLine = (name: string) => form.querySelector<HTMLElement>(`[data-error="${name}"]`);

  const spam = createSpamCheck(form, (message) => show(SPAM_FIELD, message), words.captcha);
  // Rendered disabled (the form cannot be sent without this code); it is here now.
  if (submit) submit.disabled = false;

  function show(name: string, message: string | undefined): void {
    const line = errorLine(name);
    if (line) line.textContent = message ?? '';
    const target = name === SPAM_FIELD ? spam.focusTarget() : control(name);
    if (!target) return;
    if (message) target.setAttribute('aria-invalid', 'true');
    else target.removeAttribute('aria-invalid');
  }

  /** While typing, a new message is read out once (the line itself is not a live region). */
  let announceTimer: ReturnType<typeof setTimeout> | undefined;
  function announce(message: string): void {
    if (!announcer) return;
    clearTimeout(announceTimer);
    announceTimer = setTimeout(() => {
      announcer.textContent = message;
    }, 600);
  }

  function check(name: string): string | undefined {
    return rules[name]?.(control(name)?.value ?? '');
  }

  function onEdit(event: Event): void {
    const target = event.target as Partial<Control> | null;
    const name = target?.name;
    if (!name || !(name in rules)) return;
    const before = errorLine(name)?.textContent ?? '';
    const message = check(name);
    show(name, message);
    if (message && message !== before) announce(message);
  }
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  // What was typed before this code arrived speaks now (the fields start empty).
  for (const name of names) if (control(name)?.value) show(name, check(name));

  // The proof of work starts when the visitor turns to the form, so it is done by the time they send it.
  form.addEventListener('focusin', () => spam.start());
  // This code came with the visitor's first focus on the form (site-form island): that one counts too.
  if (form.contains(document.activeElement)) spam.start();

  function setStatus(text: string, tone: 'progress' | 'failure' | 'success' | '' = ''): void {
    if (!status) return;
    status.textContent = text;
    status.dataset.tone = tone;
  }

  function setBusy(value: boolean): void {
    busy = value;
    form.setAttribute('aria-busy', String(value));
    // aria-disabled, not disabled: the button keeps its focus while the form is sent.
    if (value) submit?.setAttribute('aria-disabled', 'true');
    else submit?.removeAttribute('aria-disabled');
  }

  function focusFirst(fields: string[]): void {
    const first = [...names, SPAM_FIELD].find((name) => fields.includes(name));
    if (!first) return;
    const target = first === SPAM_FIELD ? spam.focusTarget() : control(first);
    target?.focus();
  }

  function body(token: string): Record<string, unknown> {
    // The page's language (decision 091), which the server's answer and mails then speak.
    const out: Record<string, unknown> = { ...setup.extra, ...pageLocale() };
    for (const name of names) {
      const value = control(name)?.value ?? '';
      out[name] = setup.wire?.[name]?.(value) ?? value;
    }
    out[HONEYPOT_FIELD] = control(HONEYPOT_FIELD)?.value ?? '';
    out[SPAM_FIELD] = token;
    return out;
  }

  async function send(): Promise<void> {
    const wrong = names.filter((name) => {
      const message = check(name);
      show(name, message);
      return Boolean(message);
    });
    const spamProblem = spam.problemBeforeSubmit();
    if (spamProblem) show(SPAM_FIELD, spamProblem);
    if (wrong.length || spamProblem) {
      setStatus('');
      focusFirst(spamProblem ? [...wrong, SPAM_FIELD] : wrong);
      return;
    }

    setBusy(true);
    setStatus(setup.submitting, 'progress');
    let token: string;
    try {
      token = await spam.token();
    } catch (error) {
      setBusy(false);
      setStatus('');
      show(SPAM_FIELD, error instanceof Error ? error.message : String(error));
      spam.focusTarget()?.focus();
      return;
    }
    show(SPAM_FIELD, undefined);

    let answer: { success?: boolean; message?: string; errors?: Record<string, string> } = {};
    let ok = false;
    try {
      const response = await fetch(setup.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body(token)),
        // The pages send no referrer anywhere; to the site itself, the page a form was sent from
        // is what the dashboard's forms count per page (decision 082).
        referrerPolicy: 'same-origin',
      });
      answer = (await response.json().catch(() => ({}))) as typeof answer;
      ok = response.ok && answer.success === true;
    } catch {
      // Offline or refused: the default text below.
    }
    setBusy(false);

    if (ok) {
      reset();
      setup.onSuccess(answer.message ?? '');
      return;
    }
    const errors = answer.errors ?? {};
    for (const [name, message] of Object.entries(errors)) show(name, message);
    setStatus(answer.message || (form.dataset.failed ?? PublicFormTexts.submitFailed), 'failure');
    // The token may be spent (the server checks it last): a new one for the next try (requirements 3 §4).
    spam.reset();
    spam.start();
    focusFirst(Object.keys(errors));
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!busy) void send();
  });

  function reset(): void {
    form.reset();
    for (const name of [...names, SPAM_FIELD]) show(name, undefined);
    setStatus('');
    spam.reset();
  }

  return { reset, spam };
}
