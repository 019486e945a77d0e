import type { FieldErrors } from '@atrium/contract/api';
import { Messages } from '@atrium/contract/messages';
import { useState } from 'react';
import { ApiError } from '~/lib/api-client';
import { toastError } from '~/lib/toast';
import { failureText } from './feedback';

/**
 * The save of a screen that edits one record with a form of its own (site settings, languages):
 * the busy flag, the server's field errors for the form, and a refusal told as requirements 1 §8
 * says (the server's message in a toast, else `failed`; no answer at all as such; a 401 is the
 * sign-in dialog's). `run` clears the errors, waits for `work`, and is done whatever happens.
 */
export function useSave(failed: string) {
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function run(work: () => Promise<void>) {
    setServerErrors({});
    setSubmitting(true);
    try {
      await work();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) return;
      setServerErrors(error.errors);
      toastError(error.status === 0 ? Messages.networkError : failureText(error, failed));
    } finally {
      setSubmitting(false);
    }
  }

  return { serverErrors, submitting, run };
}
