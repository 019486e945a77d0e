import { PageTexts, pageVersion, type Page, type PageMetaBody } from '@atrium/contract/pages';
import { saveAgainst, type ConflictForm } from '~/admin-kit/conflict-dialog';
import { useSaveFeedback } from '~/admin-kit/feedback';
import { settleForms } from '~/admin-kit/unsaved-changes';
import { ApiError } from '~/lib/api-client';
import { toastSuccess } from '~/lib/toast';
import { useSaveMeta } from './pages-api';
import { metaSlotOf } from './pages-meta-form';

/**
 * The conflict dialog (decision 088) asks about the meta form's own fields, by their labels: the
 * record's id and type are not the editor's to choose.
 */
const metaForm: ConflictForm = {
  whole: true,
  labels: PageTexts.fieldLabels,
  view: (record) => Object.fromEntries(Object.keys(PageTexts.fieldLabels).map((field) => [field, record[field]])),
};

/**
 * Saving a page's meta form (requirements 3 §8): the server's message or 'Pages Created or Updated
 * Successfully!'; on failure 'Submit Failed' with the server's message or 'There was an error
 * while submitting the form.', and its field errors on the fields. A taken address (409) is said
 * on the address field even when the server names no field. The save is made against the page
 * as the form was opened (`opened`, If-Match: decision 088); when someone saved it since, the
 * conflict dialog lets the editor merge or overwrite knowingly, or go back to the form.
 */
export function useMetaSave() {
  const save = useSaveMeta();
  const feedback = useSaveFeedback();
  return {
    feedback,
    submitting: save.isPending,
    /** True once saved and said; false when it failed or the editor went back to the form. */
    async submit(page: Page, body: PageMetaBody, opened: Page = page): Promise<boolean> {
      feedback.clear();
      try {
        const answer = await saveAgainst(
          { record: opened, version: pageVersion(opened) },
          body,
          (attempt, version) => save.mutateAsync({ original: page.customUrl, body: attempt, version }),
          metaForm,
        );
        if (!answer) return false;
        toastSuccess(answer.message || PageTexts.submitSuccess);
        settleForms([metaSlotOf(page)]);
        return true;
      } catch (error) {
        feedback.report(onAddressField(error), PageTexts.submitFailedText, { title: PageTexts.submitFailedTitle });
        return false;
      }
    },
  };
}

function onAddressField(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 409 || Object.keys(error.errors).length > 0) return error;
  return new ApiError(error.status, error.message, { customUrl: error.message }, error.fromServer);
}
