import type { FieldErrors } from '@atrium/contract/api';
import type { FieldShape } from '@atrium/contract/fields';
import { MAX_SLUG_LENGTH } from '@atrium/contract/learn';
import { pathInLocale } from '@atrium/contract/locale-paths';
import { TranslationTexts as TT } from '@atrium/contract/locales';
import { fieldLabel } from '@atrium/contract/revisions';
import { Alert, Loader, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { IconInfo } from '~/components/icons';
import { RichTextField } from '~/components/rich-text/rich-text-field';
import { SideBySide } from '~/components/translation/side-by-side';
import type { FormErrors } from '~/lib/form-errors';
import { InlineError } from './feedback';
import { PreviewButton, ViewOnSiteButton } from './preview-actions';
import type { FormPreviewBody } from '@atrium/contract/previews';
import { ResourceForm } from './resource-form';
import type { AnyWriteBody, LocaleState, LocalizedField, Translatable } from './resource-api';
import { useKitForm } from './use-kit-form';
import type { TranslationAddress } from './types';
import type { SiteLanguage } from './use-site-locales';
import classes from './translation.module.css';

/**
 * The language switcher of an edit form (decision 092): the default language edits the record's
 * own form; another one its texts, side by side with the default language's.
 */
export function LanguageSwitcher({
  languages,
  defaultCode,
  value,
  onChange,
}: {
  languages: readonly SiteLanguage[];
  defaultCode: string;
  /** The language the form edits. */
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <NativeSelect
      size="xs"
      label={TT.switcher}
      data={languages.map((language) => ({
        value: language.code,
        label: language.code === defaultCode ? TT.isDefault(language.label) : language.label,
      }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      classNames={{ root: classes.switcher, label: classes.switcherLabel }}
      data-action="language"
    />
  );
}

/** The input of one per-language text, by its descriptor: a line, a paragraph or the rich-text editor. */
function TranslatedInput({
  field,
  label,
  language,
  props,
}: {
  field: FieldShape[string];
  label: string;
  language: SiteLanguage;
  props: { value: unknown; error?: string; onChange: (next: never) => void };
}) {
  const onChange = props.onChange as (next: unknown) => void;
  const value = typeof props.value === 'string' ? props.value : '';
  if (field.richText)
    return (
      <RichTextField
        label={label}
        value={value}
        onChange={onChange}
        error={props.error}
        lang={language.code}
        dir={language.dir}
        // The editor's English hint reads backwards in a right-to-left language; the label says enough.
        placeholder=""
      />
    );
  const input = {
    label,
    value,
    error: props.error,
    maxLength: field.max,
    lang: language.code,
    // Mantine gives `dir` to the input's own frame, which the input takes its direction from.
    dir: language.dir,
  };
  // A long text (a description, an answer, a footer) gets room to read; a title, searched and
  // short, stays one line.
  const max = field.max ?? 0;
  return max > 1000 || (max >= 300 && !field.search) ? (
    <Textarea {...input} autosize minRows={2} onChange={(event) => onChange(event.currentTarget.value)} />
  ) : (
    <TextInput {...input} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}

/** What a translation form is told beside its record (decision 092). */
type Translating = {
  language: SiteLanguage;
  defaultLanguage: SiteLanguage;
  submitting: boolean;
  serverErrors: FieldErrors;
  onCancel: () => void;
  /** The preview's body of the texts the form holds, where the resource has a preview (a learn item's). */
  preview?: (texts: Record<string, unknown>) => FormPreviewBody;
};

/** What a record's translation form links to on the site (decision 097): its public page in the default language's paths, if live. */
type PublicUrlOf<T> = (record: T) => string | null;

/**
 * The edit form of a record in a language other than the default (decision 092): its
 * per-language fields only, each beside the default language's text, in the resource's order.
 * What every language shares (images, dates, categories, order, status) is not shown: it is
 * edited in the default language's form, so a translator's save never sends it, and never
 * overwrites it. The body holds the texts changed since the form opened ('' removes one).
 */
export function TranslationForm<T extends { id: number }>({
  api,
  row,
  onSubmit,
  publicUrl,
  address,
  ...translating
}: {
  api: Translatable<T> & { key: string };
  /** The record's public page (the list definition's), shown in this language as View on site. */
  publicUrl?: PublicUrlOf<T>;
  /** The record in the default language (the list's row, the card's record). */
  row: T;
  /**
   * Called with the texts changed, under their wire names (a part of the resource's write body),
   * the record in this language as the form opened it (its version is the save's If-Match), and
   * the record's slug in the language when the form changed it.
   */
  onSubmit: (body: AnyWriteBody, opened: T, slug?: string) => void | Promise<unknown>;
  /** The record's own address in the language, where it has one (a learn item's, decision 096). */
  address?: TranslationAddress<T>;
} & Translating) {
  const { code } = translating.language;
  const record = api.useRecordIn(row.id, code);
  const slug = useQuery({
    queryKey: [api.key, 'address', row.id, code] as const,
    queryFn: ({ signal }) => address!.read(row.id, code, signal),
    enabled: address !== undefined,
    // Never a copy kept from an earlier opening: the form's start is what is saved now.
    staleTime: 0,
    gcTime: 0,
  });
  if (record.isPending || (address && slug.isPending)) return <Loader size="sm" aria-label="Loading the texts" />;
  if (record.isError) return <InlineError message={TT.loadFailed} onRetry={() => void record.refetch()} />;
  if (address && slug.isError)
    return <InlineError message={TT.addressLoadFailed} onRetry={() => void slug.refetch()} />;
  // The page in this language: at the item's own slug there when it has one (decision 096), else
  // the record's page as read in it, whose default slug the site sends on under the prefix (090).
  const path = address && slug.data ? address.pathOf(row, slug.data) : publicUrl?.(record.data as T);
  return (
    <TranslationFields
      {...translating}
      viewOnSite={path ? pathInLocale(path, translating.language.code, translating.defaultLanguage.code) : undefined}
      fields={api.localized}
      original={row as Record<string, unknown>}
      record={record.data}
      address={
        address && {
          original: address.pathOf(row, ''),
          slug: slug.data ?? '',
          // Where the language puts it: '/fr/blogs/droits-de-l-eau'.
          pathOf: (value) => pathInLocale(address.pathOf(row, value), code, translating.defaultLanguage.code),
          validate: address.validate,
        }
      }
      onSubmit={(body, opened, changedSlug) => onSubmit(body, opened as T, changedSlug)}
    />
  );
}

/** A record's address in the form's language, beside the default language's (decision 096). */
type AddressField = {
  /** The default language's address ('/blogs/water-rights'). */
  original: string;
  /** The record's slug in the language as saved ('' : none). */
  slug: string;
  pathOf: (slug: string) => string;
  validate: (slug: string) => string | undefined;
};

/** The form's value of the address: the slug typed ('' keeps the default language's slug). */
const SLUG = 'slug';

/**
 * The per-language fields of a record (or of the site settings) in one language, each beside the
 * default language's text: the form of TranslationForm, and of the settings screen's languages.
 */
export function TranslationFields({
  fields,
  original,
  record,
  language,
  defaultLanguage,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
  submitLabel,
  preview,
  viewOnSite,
  sharedNote,
  address,
}: {
  fields: readonly LocalizedField[];
  /** The record's public page in this language, while it is live (decision 097). */
  viewOnSite?: string;
  /** The default language's texts. */
  original: Record<string, unknown>;
  /** The record read in `language`: its texts there, and which it lacks. */
  record: object & LocaleState;
  /** The texts changed, the record as opened, and the slug in the language when it changed. */
  onSubmit: (body: AnyWriteBody, opened: object, slug?: string) => void | Promise<unknown>;
  address?: AddressField;
  submitLabel?: string;
  /** What the form does not show, being shared by every language; a record's by default. */
  sharedNote?: string;
} & Translating) {
  // The version the form opened at, whatever the record's query reads meanwhile (decision 083).
  const [opened] = useState(record);
  const untranslated = useMemo(() => new Set(opened.untranslated ?? []), [opened]);
  const [openedSlug] = useState(address?.slug);
  const initial = useMemo(
    (): Record<string, unknown> => ({
      ...Object.fromEntries(
        fields.map(({ wire }) => {
          const value = (opened as Record<string, unknown>)[wire];
          // An untranslated field answers the default language's text: the translation starts empty.
          return [wire, untranslated.has(wire) || typeof value !== 'string' ? '' : value];
        }),
      ),
      ...(openedSlug === undefined ? {} : { [SLUG]: openedSlug }),
    }),
    [fields, opened, untranslated, openedSlug],
  );
  const validate = useCallback(
    (values: Record<string, unknown>): FormErrors => {
      const errors: FormErrors = {};
      for (const { wire, field } of fields) {
        const value = values[wire];
        // Empty is no translation (the default language's text shows); anything else keeps the field's rules.
        if (typeof value !== 'string' || value.trim() === '') continue;
        const checked = field.body.safeParse(value);
        if (!checked.success) errors[wire] = checked.error.issues[0]?.message;
      }
      const slug = values[SLUG];
      // An empty address is none: the default language's slug under the language's prefix.
      if (address && typeof slug === 'string' && slug.trim() !== '') errors[SLUG] = address.validate(slug.trim());
      return errors;
    },
    [fields, address],
  );
  const form = useKitForm<Record<string, unknown>>({ initial, validate, serverErrors });
  const label = (wire: string, field: FieldShape[string]) => field.label || fieldLabel(wire);

  return (
    <ResourceForm
      mode="edit"
      submitLabel={submitLabel}
      submitting={submitting}
      form={form}
      onValidSubmit={() => {
        const slug = typeof form.values[SLUG] === 'string' ? (form.values[SLUG] as string).trim() : undefined;
        return onSubmit(
          Object.fromEntries(
            fields.flatMap(({ wire }) => (form.values[wire] !== initial[wire] ? [[wire, form.values[wire]]] : [])),
          ),
          opened,
          address && slug !== openedSlug ? slug : undefined,
        );
      }}
      onCancel={onCancel}
    >
      {preview || viewOnSite ? (
        <div className={classes.previewBar}>
          {preview ? <PreviewButton body={() => preview(form.values)} /> : null}
          {viewOnSite ? <ViewOnSiteButton href={viewOnSite} /> : null}
        </div>
      ) : null}
      <Alert variant="light" color="gray" icon={<IconInfo />} className={classes.note}>
        <Text size="sm">{sharedNote ?? TT.sharedNote(defaultLanguage.label)}</Text>
        <Text size="sm">{TT.emptyNote(defaultLanguage.label)}</Text>
      </Alert>
      <div className={classes.fields}>
        {fields.map(({ wire, field }) => (
          <SideBySide
            key={wire}
            label={label(wire, field)}
            original={typeof original[wire] === 'string' ? (original[wire] as string) : ''}
            isRichText={field.richText}
            defaultLanguage={defaultLanguage}
            untranslated={untranslated.has(wire) && form.values[wire] === ''}
          >
            <TranslatedInput
              field={field}
              label={TT.fieldIn(label(wire, field), language.label)}
              language={language}
              props={form.field(wire)}
            />
          </SideBySide>
        ))}
        {address ? (
          <AddressPair
            address={address}
            language={language}
            defaultLanguage={defaultLanguage}
            props={form.field(SLUG)}
          />
        ) : null}
      </div>
    </ResourceForm>
  );
}

/**
 * The record's address in the language beside the default language's (decision 096): the slug
 * typed, the whole address it makes under it. Slugs are Latin letters in any language, so the
 * input runs left to right in Arabic too.
 */
function AddressPair({
  address,
  language,
  defaultLanguage,
  props,
}: {
  address: AddressField;
  language: SiteLanguage;
  defaultLanguage: SiteLanguage;
  props: { value: unknown; error?: string; onChange: (next: never) => void };
}) {
  const value = typeof props.value === 'string' ? props.value : '';
  const onChange = props.onChange as (next: unknown) => void;
  return (
    <SideBySide
      label={TT.address}
      original={address.original}
      isRichText={false}
      defaultLanguage={defaultLanguage}
      untranslated={value === ''}
    >
      <TextInput
        label={TT.fieldIn(TT.address, language.label)}
        value={value}
        error={props.error}
        maxLength={MAX_SLUG_LENGTH}
        dir="ltr"
        spellCheck={false}
        autoCapitalize="none"
        // The address the slug makes, under the input: what a visitor of the language will type.
        description={
          value.trim() === '' ? TT.addressHint(defaultLanguage.label, address.pathOf('')) : address.pathOf(value.trim())
        }
        descriptionProps={{ dir: 'ltr' }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-field="address"
      />
    </SideBySide>
  );
}
