import type { FieldErrors } from '@atrium/contract/api';
import { useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api-client';
import type { FormErrors } from '~/lib/form-errors';
import { toastError } from '~/lib/toast';
import { useKitForm } from './use-kit-form';

/**
 * A small form that sends one call (decision 036's code, password and name dialogs): the kit
 * form's state, the busy flag, and the usual failure — the server's message as a toast and its
 * field errors on the fields (a 401 is the session dialog's). `onError` may word it otherwise.
 */
export function useCallForm<V extends Record<string, unknown>>(options: {
  initial: V;
  validate: (values: V) => FormErrors;
  submit: (values: V) => Promise<void>;
  onError?: (error: ApiError) => FieldErrors;
}) {
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const form = useKitForm<V>({ initial: options.initial, validate: options.validate, serverErrors });
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setServerErrors({});
    if (!form.attempt()) return;
    setSubmitting(true);
    try {
      await options.submit(form.values);
      form.settle();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSubmitting(false);
      if (error.status === 401 && !options.onError) return;
      toastError(error.message);
      setServerErrors(options.onError ? options.onError(error) : error.errors);
    }
  }

  return { form, submitting, onSubmit };
}
