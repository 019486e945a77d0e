import { TranslationTexts as TT } from '@atrium/contract/locales';
import { Badge, Group, NativeSelect, VisuallyHidden } from '@mantine/core';
import type { LocaleState } from './resource-api';
import type { ResourceColumn } from './types';
import type { SiteLanguage } from './use-site-locales';
import classes from './resource-list.module.css';

/**
 * The list's translation status (decision 092): one badge per language of the site, filled where
 * the record has text in it (`locales`, decision 081) and outlined where it has none; a screen
 * reader hears "French: missing". Also a media file's alt text's (decision 100), which is no list record.
 */
export function languagesColumn<T extends { id: number }>(languages: readonly SiteLanguage[]): ResourceColumn<T> {
  return {
    header: TT.column,
    width: `${Math.max(2, languages.length) * 44}px`,
    role: 'meta',
    render: (row) => {
      const held = new Set((row as T & LocaleState).locales ?? []);
      return (
        <Group gap={4} wrap="wrap" data-languages>
          {languages.map((language) => {
            const has = held.has(language.code);
            return (
              <Badge
                key={language.code}
                size="sm"
                radius="sm"
                variant={has ? 'light' : 'outline'}
                color={has ? 'teal' : 'gray'}
                // The page's text colour on either: the badges' own teal and grey fail AA contrast.
                c="var(--mantine-color-text)"
                className={has ? undefined : classes.missingLanguage}
                data-language={language.code}
                data-missing={!has || undefined}
                title={has ? TT.written(language.label) : TT.missing(language.label)}
              >
                <span aria-hidden="true">{language.code}</span>
                <VisuallyHidden>{has ? TT.written(language.label) : TT.missing(language.label)}</VisuallyHidden>
              </Badge>
            );
          })}
        </Group>
      );
    },
  };
}

/** "Missing in French" (etc.): the records a language lacks a text of (`?missing=`, decision 081); '' for all. */
export function MissingFilter({
  languages,
  value,
  onChange,
}: {
  /** The languages a record can miss: every one but the default. */
  languages: readonly SiteLanguage[];
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <NativeSelect
      label={TT.filter}
      data={[
        { value: '', label: TT.anyTranslation },
        ...languages.map((language) => ({ value: language.code, label: TT.missingIn(language.label) })),
      ]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      classNames={{ root: classes.listFilter, label: classes.listFilterLabel }}
    />
  );
}
