import { CloseIcon } from '~/site/ui/icons';
import { useSiteTexts } from '~/site/language';

/** The close button and title of a form's dialog: the appointment popup and the contact page's thank-you. */
export function FormDialogHead({ titleId, title }: { titleId: string; title: string }) {
  const { forms: PublicFormTexts } = useSiteTexts();
  return (
    <>
      <button
        type="button"
        className="site-dialog__close form-dialog__close"
        data-close
        aria-label={PublicFormTexts.close}
      >
        <CloseIcon />
      </button>
      <h2 className="form-dialog__title" id={titleId}>
        {title}
      </h2>
    </>
  );
}
