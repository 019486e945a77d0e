import type { SitePage } from '@atrium/contract/enums';
import { pathInLocale } from '@atrium/contract/locale-paths';
import {
  type LearnPageType,
  LearnTypeOfPage,
  type Page,
  type PageMetaText,
  PageMetaTexts,
  pageTextFields,
  PageTexts,
  type PageTextsBody,
  pageVersion,
} from '@atrium/contract/pages';
import type { FormPreviewBody } from '@atrium/contract/previews';
import { TranslationTexts as TT } from '@atrium/contract/locales';
import { Loader } from '@mantine/core';
import { useState } from 'react';
import { InlineError, useSaveFeedback } from '~/admin-kit/feedback';
import { localizedFields } from '~/admin-kit/resource-api';
import { HistoryButton } from '~/admin-kit/history-panel';
import { LanguageSwitcher, TranslationFields } from '~/admin-kit/translation-form';
import { FormScope, guarded, settleForms } from '~/admin-kit/unsaved-changes';
import type { SiteLanguage, useSiteLocales } from '~/admin-kit/use-site-locales';
import kit from '~/admin-kit/resource-list.module.css';
import { toastSuccess } from '~/lib/toast';
import { pageHistory, usePageTextsIn, useSavePageTexts } from './pages-api';
import { metaSlotOf } from './pages-meta-form';
import { publicPath } from './pages-paths';

const fields = localizedFields(pageTextFields);

/** The meta texts a translation form holds, as a preview's meta values. */
const metaValues = (texts: Record<string, unknown>) =>
  Object.fromEntries(
    PageMetaTexts.map((name) => [name, typeof texts[name] === 'string' ? (texts[name] as string) : '']),
  ) as Record<PageMetaText, string>;

/**
 * The preview of the texts the form holds in `locale` (decision 101): a default page with its
 * sections, or a learn item's page with its texts as saved in the language.
 */
function previewOf(page: Page, locale: string): ((texts: Record<string, unknown>) => FormPreviewBody) | undefined {
  if (page.pageType === 'default')
    return (texts) => ({ type: 'page', id: page.customUrl as SitePage, values: metaValues(texts), locale });
  const itemId = page.itemId;
  if (itemId === null) return undefined;
  const type = LearnTypeOfPage[page.pageType as LearnPageType];
  return (texts) => ({ type, id: itemId, values: {}, meta: metaValues(texts), locale });
}

/**
 * Decisions 096 and 101: a page's meta texts in a language other than the default (a default
 * page's, or a learn item's own page's), each beside the default language's (the kit's
 * translation fields, decision 092). A default page's address and sections are every language's:
 * they stay with the page's own form; a learn item's address in a language is its translation
 * form's. Saved against the page's version as the form was opened; a save made meanwhile is said
 * (412) and the form stays as it is.
 */
export function PageTranslation({
  page,
  language,
  defaultLanguage,
  onSaved,
  onCancel,
}: {
  page: Page;
  language: SiteLanguage;
  defaultLanguage: SiteLanguage;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [opened] = useState(page);
  const read = usePageTextsIn(page.customUrl, language.code);
  const save = useSavePageTexts();
  const feedback = useSaveFeedback();
  if (read.isPending) return <Loader size="sm" aria-label="Loading the texts" />;
  if (read.isError) return <InlineError message={TT.loadFailed} onRetry={() => void read.refetch()} />;
  const slot = metaSlotOf(page);
  const isDefault = page.pageType === 'default';
  const isLive = isDefault || page.status === 1;

  async function submit(body: Record<string, unknown>) {
    feedback.clear();
    try {
      const texts = Object.fromEntries(
        PageMetaTexts.flatMap((name) => (name in body ? [[name, String(body[name])]] : [])),
      );
      const answer = await save.mutateAsync({
        customUrl: page.customUrl,
        locale: language.code,
        body: texts as PageTextsBody,
        version: pageVersion(opened),
      });
      toastSuccess(answer.message || PageTexts.submitSuccess);
      settleForms([slot]);
      onSaved();
    } catch (error) {
      feedback.report(error, PageTexts.submitFailedText, { title: PageTexts.submitFailedTitle });
    }
  }

  return (
    <FormScope
      value={{
        slot,
        draft: {
          screen: `pages:${language.code}`,
          record: isDefault ? `default-${page.id}` : `${page.pageType}-${page.itemId ?? page.id}`,
          recordSavedAt: page.updated_at,
        },
      }}
    >
      <TranslationFields
        fields={fields}
        original={page}
        record={read.data}
        language={language}
        defaultLanguage={defaultLanguage}
        submitting={save.isPending}
        serverErrors={feedback.serverErrors}
        sharedNote={
          isDefault ? PageTexts.translationNote(defaultLanguage.label) : PageTexts.itemTranslationNote(language.label)
        }
        preview={previewOf(page, language.code)}
        viewOnSite={
          isLive && page.customUrl
            ? pathInLocale(publicPath(page.pageType, page.customUrl), language.code, defaultLanguage.code)
            : undefined
        }
        onSubmit={submit}
        onCancel={onCancel}
      />
    </FormScope>
  );
}

/**
 * The head of a page's form (decisions 096, 101): the Language switcher once the site has a second
 * language (switching with unsaved changes in `slots` asks first), and History, opening on the
 * language the form is in.
 */
export function PageFormActions({
  page,
  languages,
  translating,
  slots,
  onLanguage,
  onRestored,
}: {
  page: Page;
  languages: ReturnType<typeof useSiteLocales>;
  /** The language the form translates into; undefined: the default language's own form. */
  translating: SiteLanguage | undefined;
  slots: string[];
  /** The language chosen: '' for the default one. */
  onLanguage: (code: string) => void;
  onRestored: () => void;
}) {
  const defaultCode = languages.defaultLanguage.code;
  return (
    <div className={kit.formActionsHead}>
      {languages.others.length ? (
        <LanguageSwitcher
          languages={languages.all}
          defaultCode={defaultCode}
          value={translating?.code ?? defaultCode}
          onChange={(code) => guarded(slots, () => onLanguage(code === defaultCode ? '' : code))}
        />
      ) : null}
      <HistoryButton
        key={translating?.code ?? ''}
        source={pageHistory(page, translating?.code)}
        slots={slots}
        onRestored={() => {
          settleForms(slots);
          onRestored();
        }}
      />
    </div>
  );
}
