import type { LocaleSettings } from '@atrium/contract/locales';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyWriteBody, ResourceRecord } from '~/admin-kit/resource-api';
import { ResourceListPage } from '~/admin-kit/resource-list-page';
import type { ResourceDefinition } from '~/admin-kit/types';

type Definition = ResourceDefinition<ResourceRecord, AnyWriteBody>;

/**
 * A list screen's first paint as markup, its first page, counts and trash count answered from the
 * query cache (and the site's languages, when given): what the kit's tests read the screens from.
 */
export function renderListPage(
  definition: Definition,
  {
    rows,
    counts,
    trash,
    locales,
  }: {
    rows?: object[];
    counts: Record<string, number>;
    trash?: { count: number; days: number };
    locales?: LocaleSettings;
  },
): string {
  const client = new QueryClient();
  if (locales) client.setQueryData(['locales'], locales);
  if (rows) client.setQueryData(definition.api.keys.list({ limit: 10, skip: 0 }), rows);
  client.setQueryData(definition.api.keys.count({}), counts);
  if (trash) client.setQueryData(definition.api.keys.trashCount({}), trash);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ResourceListPage definition={definition} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The text of an element's markup, tags and whitespace runs dropped. */
export const markupText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
