import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useBusyFromClick } from '~/lib/use-busy-from-click';
import { DraftNotice } from './draft-notice';
import type { KitForm } from './use-kit-form';
import classes from './resource-list.module.css';

/** Fields that carry an error; buttons (which may not take aria-invalid) mark themselves with data-invalid. */
const INVALID = '[aria-invalid="true"], [data-invalid="true"]';
/** What the keyboard can reach inside a marked wrapper (an image picker's drop zone, the rich-text editor's frame). */
const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function focusFirstInvalid(root: HTMLElement | null) {
  // After React has painted the error states.
  requestAnimationFrame(() => {
    const target = [...(root?.querySelectorAll<HTMLElement>(INVALID) ?? [])]
      .map((marked) => (marked.matches(FOCUSABLE) ? marked : marked.querySelector<HTMLElement>(FOCUSABLE)))
      .find((candidate) => candidate !== null);
    if (!target) return;
    target.focus();
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * The frame of every list screen's add and edit form: the form element, Cancel and Save, and
 * focus on the first field in error after a refused submit or a server answer naming fields;
 * a draft kept in this browser is offered at its top, and Cancel drops it (decision 027).
 * A submit whose save answers a promise keeps the form busy from the click until it settles
 * (decision 102, `useBusyFromClick`).
 */
export function ResourceForm({
  form,
  mode,
  submitting,
  onValidSubmit,
  onCancel,
  children,
  submitLabel,
}: {
  /** The form's state (useKitForm): its client rules and the server's field errors. */
  form: KitForm;
  mode: 'add' | 'edit';
  submitting: boolean;
  /** Saves the form's values; a promise keeps the form busy until it settles. */
  onValidSubmit: () => void | Promise<unknown>;
  onCancel: () => void;
  children: ReactNode;
  submitLabel?: string;
}) {
  const { attempt, serverErrors, draftNotice, discard } = form;
  const ref = useRef<HTMLFormElement>(null);
  const { busy, hold } = useBusyFromClick(submitting);

  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) focusFirstInvalid(ref.current);
  }, [serverErrors]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!attempt()) {
      focusFirstInvalid(ref.current);
      return;
    }
    hold(onValidSubmit());
  }

  return (
    <form ref={ref} onSubmit={onSubmit} noValidate className={classes.form}>
      <Stack gap="md">
        {draftNotice ? <DraftNotice notice={draftNotice} /> : null}
        {children}
      </Stack>
      <Group justify="flex-end" gap="sm" mt="lg" className={classes.formActions}>
        <Button
          variant="default"
          onClick={() => {
            // Cancel throws the changes away on purpose (decision 027): no question, no draft.
            discard?.();
            onCancel();
          }}
          disabled={busy}
        >
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={busy}>
          {submitLabel ?? (mode === 'add' ? 'Create' : 'Save changes')}
        </Button>
      </Group>
    </form>
  );
}
