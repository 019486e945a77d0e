import {
  type Page,
  PageMetaTexts,
  pageTextFields,
  PageTexts,
  type PageTextsBody,
  pageVersion,
} from '@atrium/contract/pages';
import { TranslationTexts as TT } from '@atrium/contract/locales';
import { Loader } from '@mantine/core';
import { useState } from 'react';
import { InlineError, useSaveFeedback } from '~/admin-kit/feedback';
import { localizedFields } from '~/admin-kit/resource-api';
import { TranslationFields } from '~/admin-kit/translation-form';
import { FormScope, settleForms } from '~/admin-kit/unsaved-changes';
import type { SiteLanguage } from '~/admin-kit/use-site-locales';
import { toastSuccess } from '~/lib/toast';
import { usePageTextsIn, useSavePageTexts } from './pages-api';
import { PageSlots } from './pages-meta-form';

const fields = localizedFields(pageTextFields);

/**
 * Decision 096: a default page's meta texts in a language other than the default, each beside the
 * default language's (the kit's translation fields, decision 092). The address and the sections are
 * every language's: they stay with the page's own form. Saved against the page's version as the
 * form was opened; a save made meanwhile is said (412) and the form stays as it is.
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
      settleForms([PageSlots.defaultMeta]);
      onSaved();
    } catch (error) {
      feedback.report(error, PageTexts.submitFailedText, { title: PageTexts.submitFailedTitle });
    }
  }

  return (
    <FormScope
      value={{
        slot: PageSlots.defaultMeta,
        draft: { screen: `pages:${language.code}`, record: `default-${page.id}`, recordSavedAt: page.updated_at },
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
        sharedNote={PageTexts.translationNote(defaultLanguage.label)}
        onSubmit={(body) => void submit(body)}
        onCancel={onCancel}
      />
    </FormScope>
  );
}
