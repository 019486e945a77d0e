/**
 * How the site search reads each language (decision 091). PostgreSQL 15 ships a Snowball
 * text-search configuration for these languages (`snowball_create.sql`); any other language is
 * read by `simple` (lower-cased words, no stemming). SQLite's FTS5 has one stemmer, Porter, which
 * is English: English rows go to the Porter index, every other language to one without stemming
 * (unicode61 with diacritics folded), so a French word is never cut by English suffix rules.
 */
const POSTGRES_CONFIGURATIONS: Record<string, string> = {
  ar: 'arabic',
  hy: 'armenian',
  eu: 'basque',
  ca: 'catalan',
  da: 'danish',
  nl: 'dutch',
  en: 'english',
  fi: 'finnish',
  fr: 'french',
  de: 'german',
  el: 'greek',
  hi: 'hindi',
  hu: 'hungarian',
  id: 'indonesian',
  ga: 'irish',
  it: 'italian',
  lt: 'lithuanian',
  ne: 'nepali',
  no: 'norwegian',
  nb: 'norwegian',
  nn: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  es: 'spanish',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  yi: 'yiddish',
};

/**
 * The text-search configuration of a language tag (by its language subtag: `fr-CA` reads as
 * French). Stored on every index row as `language`: PostgreSQL's vectors are made with it, and
 * SQLite's triggers send `english` rows to the Porter index.
 */
export function searchLanguage(code: string): string {
  const language = code.split('-')[0]!.toLowerCase();
  return POSTGRES_CONFIGURATIONS[language] ?? 'simple';
}

/**
 * The word the full-text index files a row's language under (SQLite): the tag without its
 * hyphens between two x's, one token whatever the tokenizer (no stemming rule ends in x), so
 * `pt` never matches `pt-BR`'s rows. The default language's rows (the records' own columns) are
 * filed under '' (`xx`). The migration's triggers write the same word from the row's `locale`.
 */
export function localeToken(locale: string): string {
  return `x${locale.replace(/-/g, '').toLowerCase()}x`;
}
