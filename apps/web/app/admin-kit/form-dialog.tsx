import type { FieldErrors } from '@atrium/contract/api';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { failureText, isUnauthorized } from '~/admin-kit/feedback';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { ApiError } from '~/lib/api-client';
import type { FormErrors } from '~/lib/form-errors';
import { toastError } from '~/lib/toast';

/**
 * What a dialog's submit answers: nothing (done: the dialog closes), 'stay' (keep it open, say
 * nothing more), or a step to run once it has closed (a list reload with its toast).
 */
export type DialogOutcome = void | 'stay' | (() => unknown);

/**
 * A small form in a dialog (invite a user, send a test): the kit form's validation, the
 * server's field errors shown in place, the failure toast, a busy Submit, and a close that asks
 * nothing (what is typed in such a dialog is not worth keeping).
 */
export function useFormDialog<V extends Record<string, unknown>>(options: {
  initial: V | (() => V);
  validate: (values: V) => FormErrors;
  submit: (values: V) => Promise<DialogOutcome>;
  failure: string;
  onClose: () => void;
}) {
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const form = useKitForm<V>({ initial: options.initial, validate: options.validate, serverErrors });
  const [sending, setSending] = useState(false);

  function close() {
    form.settle();
    options.onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return;
    setSending(true);
    try {
      const outcome = await options.submit(form.values);
      if (outcome === 'stay') {
        setSending(false);
        return;
      }
      close();
      if (typeof outcome === 'function') await outcome();
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError) setServerErrors(error.errors);
      if (!isUnauthorized(error)) toastError(failureText(error, options.failure));
    }
  }

  return { form, sending, close, onSubmit };
}

/** The dialog of `useFormDialog`: title, an intro line, the fields, Cancel and Submit. */
export function FormDialog({
  dialog,
  title,
  intro,
  cancelLabel,
  submitLabel,
  children,
}: {
  dialog: Pick<ReturnType<typeof useFormDialog>, 'sending' | 'close' | 'onSubmit'>;
  title: string;
  intro: string;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={dialog.close} title={title} centered closeButtonProps={{ 'aria-label': cancelLabel }}>
      <form onSubmit={dialog.onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={dialog.sending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
