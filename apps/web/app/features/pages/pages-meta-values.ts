import {
  keywordList,
  missingMeta,
  pageMetaFields,
  type Page,
  type PageMetaBody,
  type PageType,
} from '@atrium/contract/pages';
import { firstError, type FormErrors } from '~/lib/form-errors';

/** The meta form's values (requirements 3 §3, §5): the page's address and its five texts, as typed. */
export type MetaValues = {
  customUrl: string;
  metaTitle: string;
  metaDescription: string;
  metaOGTitle: string;
  metaOGDescription: string;
  metaKeywords: string;
};

const metaFieldNames = [
  'customUrl',
  'metaTitle',
  'metaDescription',
  'metaOGTitle',
  'metaOGDescription',
  'metaKeywords',
] as const satisfies ReadonlyArray<keyof MetaValues>;

export function initialMetaValues(page: Page): MetaValues {
  return {
    customUrl: page.customUrl,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    metaOGTitle: page.metaOGTitle,
    metaOGDescription: page.metaOGDescription,
    metaKeywords: page.metaKeywords,
  };
}

/**
 * The contract's rules for each field, and the texts the page still needs: every one on a default
 * page (requirements 3 §5, 'All fields are required.'), only the address on a learn item's.
 */
export function validateMeta(values: MetaValues, pageType: PageType): FormErrors<keyof MetaValues> {
  const missing = missingMeta(values, pageType);
  return Object.fromEntries(
    metaFieldNames.map((name) => [
      name,
      firstError(pageMetaFields[name], values[name]) ?? (name === 'customUrl' ? undefined : missing[name]),
    ]),
  ) as FormErrors<keyof MetaValues>;
}

/** The PATCH body (requirements 3 §7): the page's id (0 while a learn item has no meta yet), the fields, its type. */
export function metaBody(values: MetaValues, page: Page): PageMetaBody {
  return {
    id: page.id,
    // A default page's address cannot change: what it had is sent whatever the field holds.
    customUrl: page.pageType === 'default' ? page.customUrl : values.customUrl.trim(),
    metaTitle: values.metaTitle.trim(),
    metaDescription: values.metaDescription.trim(),
    metaOGTitle: values.metaOGTitle.trim(),
    metaOGDescription: values.metaOGDescription.trim(),
    metaKeywords: keywordList(values.metaKeywords).join(', '),
    pageType: page.pageType,
  };
}

/** A keyword as its chip shows it. */
export const hashtag = (keyword: string) => `#${keyword}`;

/** The keywords as typed, without one of them (its chip's remove button); the rest normalised 'a, b'. */
export function withoutKeyword(value: string, keyword: string): string {
  return keywordList(value)
    .filter((word) => word.toLowerCase() !== keyword.toLowerCase())
    .join(', ');
}
