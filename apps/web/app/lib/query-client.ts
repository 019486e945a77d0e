import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The back office's one TanStack Query client. A 4xx is an answer, not a glitch: only network
 * failures and 5xx are retried, once. Key scheme: [resource, op, params].
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
        staleTime: 5_000,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per browser tab; cleared on sign-out so no data outlives the session. */
export function getQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}
