import { PageTexts, type Page, type PageMetaBody } from '@atrium/contract/pages';
import { useSaveFeedback } from '~/admin-kit/feedback';
import { settleForms } from '~/admin-kit/unsaved-changes';
import { ApiError } from '~/lib/api-client';
import { toastSuccess } from '~/lib/toast';
import { useSaveMeta } from './pages-api';
import { metaSlotOf } from './pages-meta-form';

/**
 * Saving a page's meta form (requirements 3 §8): the server's message or 'Pages Created or Updated
 * Successfully!'; on failure 'Submit Failed' with the server's message or 'There was an error
 * while submitting the form.', and its field errors on the fields. A taken address (409) is said
 * on the address field even when the server names no field.
 */
export function useMetaSave() {
  const save = useSaveMeta();
  const feedback = useSaveFeedback();
  return {
    feedback,
    submitting: save.isPending,
    /** True once saved and said. */
    async submit(page: Page, body: PageMetaBody): Promise<boolean> {
      feedback.clear();
      try {
        const answer = await save.mutateAsync({ original: page.customUrl, body });
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
