/** The names one resource key gives in each layer, e.g. for 'success-stories'. */
export type ResourceNames = {
  /** 'success-stories': the URL segment, folder and file names. */
  key: string;
  /** 'success_stories': the table. */
  table: string;
  /** 'successStories': the server definition's export. */
  many: string;
  /** 'successStory': contract values (successStorySchema, successStoryFields). */
  one: string;
  /** 'SuccessStory': the record type; SuccessStoryTexts, SuccessStoryMessages. */
  One: string;
  /** 'SuccessStories': the table type (SuccessStoriesTable). */
  Many: string;
  /** 'success-story': web file names. */
  oneKey: string;
  /** 'Success Story' and 'Success Stories': the spec's texts. */
  title: string;
  titles: string;
  /** 'Success story': the server's messages ('Success story created.'). */
  noun: string;
};

/** A resource key: lower-case words joined by single hyphens, starting with a letter. */
export const KEY = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The English singular of a plural word, for the usual endings; `singular` overrides it. */
export function singularOf(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (words: string[]) => words.map((w, i) => (i === 0 ? w : capital(w))).join('');

export function resourceNames(key: string, singular?: string): ResourceNames {
  if (!KEY.test(key)) throw new Error(`'${key}' is not a kebab-case key (lower-case words joined by hyphens).`);
  const words = key.split('-');
  const oneKey = singular ?? [...words.slice(0, -1), singularOf(words.at(-1)!)].join('-');
  if (!KEY.test(oneKey)) throw new Error(`'${oneKey}' is not a kebab-case singular.`);
  const oneWords = oneKey.split('-');
  return {
    key,
    table: words.join('_'),
    many: camel(words),
    one: camel(oneWords),
    One: capital(camel(oneWords)),
    Many: capital(camel(words)),
    oneKey,
    title: oneWords.map(capital).join(' '),
    titles: words.map(capital).join(' '),
    noun: capital(oneWords.join(' ')),
  };
}
