import { TranslationTexts as TT, type TextDirection } from '@atrium/contract/locales';
import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './side-by-side.module.css';

/**
 * One text in two languages: the default language's, read-only, beside the translation's input
 * (above it on a phone), marked while it is not translated. The input takes the language's tag
 * and direction, so Arabic is typed right to left and spell-checked as Arabic. A record's
 * translation form's (decision 092) and an image's alt text's (decision 100).
 */
export function SideBySide({
  label,
  original,
  isRichText,
  defaultLanguage,
  untranslated,
  children,
}: {
  label: string;
  /** The default language's text (HTML for rich text). */
  original: string;
  isRichText: boolean;
  /** The site's default language (the admin kit's `SiteLanguage`). */
  defaultLanguage: { code: string; label: string; dir: TextDirection };
  untranslated: boolean;
  /** The translation's input. */
  children: ReactNode;
}) {
  const blocks = isRichText ? textBlocks(original) : [original];
  return (
    <div className={classes.pair} data-translated={!untranslated || undefined}>
      <figure className={classes.original} lang={defaultLanguage.code} dir={defaultLanguage.dir}>
        <figcaption className={classes.originalLabel}>{TT.fieldIn(label, defaultLanguage.label)}</figcaption>
        {blocks.some((block) => block.trim()) ? (
          blocks.map((block, i) => (
            <p key={i} className={classes.originalText}>
              {block}
            </p>
          ))
        ) : (
          <p className={classes.originalText}>
            <Text span c="dimmed" size="sm">
              {TT.emptyOriginal}
            </Text>
          </p>
        )}
      </figure>
      <div className={classes.translation}>
        {untranslated ? (
          <Badge
            size="sm"
            color="orange"
            variant="light"
            // The page's text colour on the light orange, as the draft flag's: the badge's own fails AA contrast.
            c="var(--mantine-color-text)"
            tt="none"
            className={classes.untranslated}
            data-untranslated
          >
            {TT.untranslated}
          </Badge>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** A rich text's blocks as plain text (paragraphs, headings, list items): read, never run. */
function textBlocks(html: string): string[] {
  if (!html) return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, figcaption, td, th')]
    .filter((element) => !element.querySelector('p, li, blockquote'))
    .map((element) => element.textContent ?? '');
  return blocks.length ? blocks : [body.textContent ?? ''];
}
