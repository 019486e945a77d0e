import type { LocaleSettings } from '@atrium/contract/locales';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnyWriteBody, ResourceRecord } from './resource-api';
import { ResourceListPage } from './resource-list-page';
import type { ResourceDefinition } from './types';
import { englishAlone as englishOnly, englishFrenchArabic as three } from '~/testing/locales';

/**
 * Decision 095: the inboxes say the language each visitor wrote in, in the list and in a row's
 * view, once the site has several languages; with one, nothing changes.
 */
type Definition = ResourceDefinition<ResourceRecord, AnyWriteBody>;
// Found as list-screens.test.tsx finds them: the kit never imports a feature.
const features = import.meta.glob<Record<string, unknown>>('../features/*/*-definition.tsx', { eager: true });
const definition = (name: string) => Object.values(features).find((module) => name in module)![name] as Definition;
const inboxes = ['contactMessagesDefinition', 'appointmentsDefinition', 'mailingListDefinition'].map(definition);

/** What the three inboxes' columns and views read. */
const row = (id: number, name: string, locale: string | null) => ({
  id,
  status: 1,
  position: id,
  name,
  email: `${name.toLowerCase()}@example.org`,
  phone: '+15551234567',
  phone_number: '+15551234567',
  organization: 'Org',
  industriesName: 'Agronomy',
  purpose: 'Partnership',
  message: 'Hello',
  reason: 'A talk',
  read_at: null,
  bouncing: false,
  consent: { at: '2026-11-01', address: '127.0.0.1', text: 'I agree' },
  created_at: '2026-11-01T10:00:00.000Z',
  locale,
});
const rows = [row(1, 'Amelie', 'fr'), row(2, 'Layla', 'ar'), row(3, 'Grace', null)];

function withLocales(locales: LocaleSettings, view: ReactNode, inbox?: Definition): string {
  const client = new QueryClient();
  client.setQueryData(['locales'], locales);
  if (inbox) {
    client.setQueryData(inbox.api.keys.list({ limit: 10, skip: 0 }), rows);
    client.setQueryData(inbox.api.keys.count({}), { all: 3, published: 3, unpublished: 0, scheduled: 0 });
  }
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>{view}</QueryClientProvider>
    </MantineProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('the visitor’s language in the inboxes (decision 095)', () => {
  it.each(inboxes)('lists each row’s language once the site has several, and nothing with one', (inbox) => {
    const one = text(withLocales(englishOnly, <ResourceListPage definition={inbox} />, inbox));
    expect(one).toContain('amelie@example.org');
    expect(one).not.toContain('French');
    expect(one).not.toContain(' Language ');
    const several = text(withLocales(three, <ResourceListPage definition={inbox} />, inbox));
    expect(several).toContain(' Language ');
    expect(several).toContain('French');
    expect(several).toContain('Arabic');
  });

  it('names it in a message’s and an appointment’s view', () => {
    for (const inbox of inboxes.slice(0, 2)) {
      const Detail = inbox.Detail as ComponentType<{ row: ResourceRecord }>;
      expect(text(withLocales(three, <Detail row={rows[0]!} />))).toContain('Language French');
      expect(text(withLocales(englishOnly, <Detail row={rows[0]!} />))).not.toContain('Language');
    }
  });
});
