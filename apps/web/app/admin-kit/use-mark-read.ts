import { inboxReadState } from '@atrium/contract/endpoints/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '~/lib/api-client';

/**
 * Marks a row of an inbox read (`POST /{key}/{id}/read/`) when an administrator views it, then
 * refreshes the resource's queries: the list (its New badge) and the navigation's unread count. A row already read is
 * not sent again; a failure is quiet: the row simply stays new.
 */
export function useMarkRead(key: keyof typeof inboxReadState) {
  const client = useQueryClient();
  const mark = useMutation({
    mutationFn: (id: number) => call(inboxReadState[key].markRead, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [key] }),
  });
  return (row: { id: number; read_at: string | null }) => {
    if (row.read_at === null) mark.mutate(row.id);
  };
}
