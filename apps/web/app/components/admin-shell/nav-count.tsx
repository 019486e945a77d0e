import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '@atrium/contract/endpoint';
import type { z } from 'zod';
import { call } from '~/lib/api-client';

/** An endpoint that takes nothing and answers a count. */
export type CountEndpoint = Endpoint & {
  params?: undefined;
  query?: undefined;
  body?: undefined;
  responses: { 200: z.ZodType<{ success: true; data: { count: number } }> };
};

/**
 * The query key of a navigation count: under its resource's key (the path's first segment), so
 * whatever invalidates the resource's queries (a delete, a row marked read) refreshes it too.
 */
const navCountKey = (endpoint: CountEndpoint) =>
  [endpoint.path.split('/').find(Boolean) ?? endpoint.path, 'nav-count', endpoint.path] as const;

/**
 * A navigation entry's count (e.g. unread messages) from `endpoint`, which answers `{ count }`:
 * a badge when above 0, nothing otherwise or while it cannot be read. Polled each minute so
 * new arrivals show without a reload.
 */
export function NavCount({ endpoint, label }: { endpoint: CountEndpoint; label: (count: number) => string }) {
  const query = useQuery({
    queryKey: navCountKey(endpoint),
    queryFn: async ({ signal }) => (await call(endpoint, {}, { signal })).data.count,
    refetchInterval: 60_000,
  });
  const count = query.data ?? 0;
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} variant="filled" color="red" data-nav-count>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{label(count)}</VisuallyHidden>
    </Badge>
  );
}
