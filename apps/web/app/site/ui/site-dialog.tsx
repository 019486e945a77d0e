import type { ReactNode } from 'react';
import { CloseIcon } from '~/site/ui/icons';
import { useSiteTexts } from '~/site/language';
import '~/site/ui/ui.css';

/**
 * The attributes that make a button open or close a dialog without a script (HTML invoker
 * commands: `commandfor` and `command`); the dialog island does the same in browsers without them.
 * Lower case, as React passes attributes it does not know.
 */
export function commandFor(dialogId: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: dialogId, command };
}

/**
 * A modal of the public site: a native <dialog> with a title bar and a close button, closed by
 * Escape and by a click outside it (`closedby="any"`), focus kept inside while open and given back
 * after. Opened by a button carrying commandFor(id, 'show-modal').
 */
export function SiteDialog({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const { sections: SectionTexts } = useSiteTexts();
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      className={`site-dialog fold-dialog ${className}`.trim()}
      aria-labelledby={titleId}
      closedby="any"
      data-island="dialog"
    >
      <div className="fold-dialog__bar">
        <h2 className="fold-dialog__title" id={titleId}>
          {title}
        </h2>
        <button
          type="button"
          className="site-dialog__close"
          aria-label={SectionTexts.close}
          {...commandFor(id, 'close')}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="fold-dialog__body">{children}</div>
    </dialog>
  );
}
