import { Alert, Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { IconAlertCircle, IconRefresh } from '~/components/icons';
import { ApiError, errorMessage } from '~/lib/api-client';
import { toastError } from '~/lib/toast';
import classes from './resource-list.module.css';

/** An expired session: the API client signs out and says so, so screens add nothing. */
export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Spec 1 §8: the server's message when it sent one, else the screen's default (also when no answer came). */
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

/** A failed query toasts once per failure (spec 1 §8); an expired session has its own message. */
export function useQueryErrorToast(query: UseQueryResult<unknown>, message: string) {
  const { isError, errorUpdatedAt, error } = query;
  useEffect(() => {
    if (isError && !isUnauthorized(error)) toastError(message);
    // Keyed on errorUpdatedAt, which changes with each failure: one toast per failure.
  }, [isError, errorUpdatedAt]);
}
