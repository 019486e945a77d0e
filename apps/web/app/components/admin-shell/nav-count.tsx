import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '~/lib/api-client';

/**
 * The query key of a navigation count: under its resource's key (the path's first segment), so
 * whatever invalidates the resource's queries (a delete, a row marked read) refreshes it too.
 */
export const navCountKey = (path: string) => [path.split('/').find(Boolean) ?? path, 'nav-count', path] as const;

/**
 * A navigation entry's count (e.g. unread messages) from `path`, which answers `{ count }`:
 * a badge when above 0, nothing otherwise or while it cannot be read. Polled each minute so
 * new arrivals show without a reload.
 */
export function NavCount({ path, label }: { path: string; label: (count: number) => string }) {
  const query = useQuery({
    queryKey: navCountKey(path),
    queryFn: async ({ signal }) => (await api.get<{ count: number }>(path, { signal })).data.count,
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
