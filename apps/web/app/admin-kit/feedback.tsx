import type { FieldErrors } from '@atrium/contract/api';
import { Messages, ToastDuration } from '@atrium/contract/messages';
import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IconAlertCircle, IconRefresh } from '~/components/icons';
import { ApiError, errorMessage } from '~/lib/api-client';
import { toastError } from '~/lib/toast';
import classes from './resource-list.module.css';

/** An expired session: the API client signs out and says so, so screens add nothing. */
export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Requirements 1 §8: the server's message when it sent one, else the screen's default (also when no answer came). */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? errorMessage(error, fallback) : fallback;
}

/** What failed to load, in place, with a way to try again. */
export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} className={classes.notice} role="alert">
      <Text size="sm" span>
        {message}
      </Text>{' '}
      <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/**
 * A failed query toasts once per failure (requirements 1 §8); an expired session has its own message.
 * Several queries of one screen (one list per group) share the message: when they fail
 * together, as they do when the server is down, the one toast already showing says it.
 */
export function useQueryErrorToast(queries: UseQueryResult<unknown> | Array<UseQueryResult<unknown>>, message: string) {
  const list = Array.isArray(queries) ? queries : [queries];
  // errorUpdatedAt changes with each failure: a new stamp is a new failure.
  const stamps = list.map(({ isError, error, errorUpdatedAt }) =>
    isError && !isUnauthorized(error) ? errorUpdatedAt : 0,
  );
  const seen = useRef<number[]>([]);
  const last = useRef({ index: -1, at: 0 });
  useEffect(() => {
    const previous = seen.current;
    seen.current = stamps;
    stamps.forEach((stamp, index) => {
      if (stamp === 0 || stamp === previous[index]) return;
      const now = Date.now();
      if (index !== last.current.index && now - last.current.at < ToastDuration.error) return;
      last.current = { index, at: now };
      toastError(message);
    });
  }, [stamps.join()]);
}

const NO_ERRORS: FieldErrors = {};

/**
 * What a failed save tells the user (requirements 1 §8): the server's field errors on their fields, its
 * message (or the screen's default) in a toast and, on screens whose spec says so (requirements 2 §8),
 * in the form too. An expired session says nothing here: the API client signs out and tells.
 */
export function useSaveFeedback({ inline = false }: { inline?: boolean } = {}) {
  const [serverErrors, setServerErrors] = useState<FieldErrors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);

  const clear = useCallback(() => {
    setServerErrors(NO_ERRORS);
    setFormError(null);
  }, []);

  const report = useCallback(
    (error: unknown, fallback: string, options: { title?: string } = {}) => {
      if (isUnauthorized(error)) return;
      if (error instanceof ApiError) setServerErrors(error.errors);
      toastError(failureText(error, fallback), options);
      if (inline) setFormError(failureText(error, Messages.submitFailed));
    },
    [inline],
  );

  return { serverErrors, formError, clear, report };
}
