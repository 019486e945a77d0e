import { redirectsEndpoints, redirectsExport } from '@atrium/contract/endpoints/redirects';
import { RedirectScreenTexts, RedirectTexts, type Redirect } from '@atrium/contract/redirects';
import { Text } from '@mantine/core';
import { textColumn, titleColumn } from '~/admin-kit/columns';
import { createResourceApi } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { formatDateTime } from '~/lib/dates';
import { RedirectForm, type RedirectBody } from './redirects-form';

export const redirectsApi = createResourceApi(redirectsEndpoints);

const T = RedirectScreenTexts;

/**
 * The Redirects screen (decision 078): from, to, type and hits, searched, added and edited in
 * place, deleted one by one or together, paged. Its `status` is the HTTP status, so the kit's
 * published tabs and switch are off; the order is the order they were added (no drag).
 */
export const redirectsDefinition: ResourceDefinition<Redirect, RedirectBody> = {
  api: redirectsApi,
  texts: RedirectTexts,
  description: T.description,
  rowLabel: (row) => row.from,
  Form: RedirectForm,
  canReorder: false,
  hasStatus: false,
  columns: [
    titleColumn({
      header: T.from,
      title: (row) => row.from,
      subtitle: (row) => `→ ${row.to}`,
      width: 'minmax(0, 3fr)',
    }),
    textColumn(T.status, (row) => T.statusLabels[row.status], '140px'),
    {
      header: T.hits,
      width: '190px',
      role: 'meta',
      render: (row) => (
        <>
          {row.hits.toLocaleString('en')}
          <Text size="xs" c="dimmed">
            {row.last_hit_at ? T.lastHit(formatDateTime(row.last_hit_at)) : T.neverHit}
          </Text>
        </>
      ),
    },
  ],
};

/** The header's Export CSV: every redirect with its hits, as the import reads it back. */
export const exportAction = { path: redirectsExport.path, label: T.exportCsv, failed: T.exportFailed };
