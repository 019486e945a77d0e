import { englishSiteCatalogue, type SiteCatalogue, siteCatalogueFor } from '@atrium/contract/site-catalogue';
import { SUBMISSION_LIMITS } from '@atrium/contract/submission-rules';

/**
 * Decision 095: a public form's answer in the language the form was sent from. The rules' messages
 * come from the contract's zod schemas, which the back office shares and which speak English (the
 * spec's words); rather than a schema per language, each answer is worded once, at the end: every
 * English text it may carry is looked up in the site's catalogue and replaced by the language's.
 */

/** The catalogue's groups a public form's answer is worded from. */
const ANSWER_GROUPS = ['submission', 'captcha', 'formAnswers'] as const;

/** The English texts of those groups and each one in `texts`; a function of theirs (a bound) at every bound. */
function wordsOf(texts: SiteCatalogue): Map<string, string> {
  const words = new Map<string, string>();
  for (const group of ANSWER_GROUPS) {
    const english: Record<string, unknown> = englishSiteCatalogue[group];
    const theirs: Record<string, unknown> = texts[group];
    for (const [key, text] of Object.entries(english)) {
      const their = theirs[key];
      if (typeof text === 'string' && typeof their === 'string') words.set(text, their);
      else if (typeof text === 'function' && typeof their === 'function') {
        // The groups' only functions word a bound (`tooLong`): each bound of the forms is asked.
        const [ours, translated] = [text, their] as Array<(max: number) => string>;
        for (const max of Object.values(SUBMISSION_LIMITS)) words.set(ours!(max), translated!(max));
      }
    }
  }
  return words;
}

/** Made once per catalogue: the texts are constants. */
const made = new Map<string, Map<string, string>>();

/** What a public form's answer holds that a visitor reads. */
type Answer = { message?: unknown; errors?: unknown };

/**
 * `answer` in the language tagged `code` (its catalogue's: a regional tag takes its language's; a
 * language without one, and English, leave the answer as it is, byte for byte). A text the
 * catalogue does not know (a forged body's) stays as it is.
 */
export function answerIn<A extends Answer>(code: string, answer: A): A {
  const { locale, texts } = siteCatalogueFor(code);
  if (locale === 'en') return answer;
  let words = made.get(locale);
  if (!words) made.set(locale, (words = wordsOf(texts)));
  const say = (text: unknown) => (typeof text === 'string' ? (words.get(text) ?? text) : text);
  const errors =
    answer.errors && typeof answer.errors === 'object'
      ? Object.fromEntries(Object.entries(answer.errors).map(([field, text]) => [field, say(text)]))
      : answer.errors;
  return {
    ...answer,
    ...('message' in answer ? { message: say(answer.message) } : {}),
    ...(errors === undefined ? {} : { errors }),
  };
}
