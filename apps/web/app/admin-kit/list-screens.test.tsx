import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markupText, renderListPage } from '~/testing/list-page';
import { stubFetch } from '~/testing/stub-fetch';
import type { AnyWriteBody, ResourceRecord } from './resource-api';
import type { ResourceDefinition } from './types';

/**
 * The standard list screens, each as the kit draws it (decision 022): the end-to-end suite proves
 * the list conventions (search, tabs, publish, reorder, delete, bulk delete, paging, failed loads)
 * once, on the Hero Slider screen; these tests prove that every standard list is that kit with
 * every convention on, at its own API, and shows the conventions' controls. The lists are found
 * from the features, so a new one is covered without being named here.
 */

/** A list screen's definition, whatever its record and body. */
type Definition = ResourceDefinition<ResourceRecord, AnyWriteBody>;

type Screen = {
  /** The definition's name, as its module exports it. */
  name: string;
  definition: Definition;
  /** The feature whose route module draws it. */
  feature: string;
};

const isDefinition = (value: unknown): value is Definition =>
  typeof value === 'object' && value !== null && 'api' in value && 'columns' in value && 'texts' in value;

/** A list with the whole convention: nothing turned off, its own form, the default statuses. */
const isStandard = (d: Definition) =>
  [d.canAdd, d.canEdit, d.canDelete, d.canReorder, d.hasStatus, d.hasSearch, d.hasPager].every((on) => on !== false) &&
  d.Form !== undefined &&
  d.Detail === undefined &&
  d.statusLabels === undefined;

const features = import.meta.glob<Record<string, unknown>>('../features/*/*-definition.tsx', { eager: true });
const appDirectory = path.resolve(import.meta.dirname, '..');
const screenSources = Object.fromEntries(
  globSync('features/*/*-screen.tsx', { cwd: appDirectory }).map((file) => [
    file.split(path.sep)[1]!,
    readFileSync(path.join(appDirectory, file), 'utf8'),
  ]),
);

/** Every standard list of the back office, found from the features' definitions and screens. */
const screens: Screen[] = Object.entries(features).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([, value]) => isDefinition(value) && isStandard(value))
    .map(([name, definition]) => ({
      name,
      definition: definition as Definition,
      feature: file.split('/')[2]!,
    })),
);

/** A row every one of these screens can draw: the fields of each resource's columns. */
const row = (n: number, richTitle: boolean) => ({
  id: n,
  status: n % 2,
  position: n,
  title: richTitle ? `<p>Row ${n}</p>` : `Row ${n}`,
  question: `Row ${n}`,
  answer: '<p>An answer.</p>',
  name: `Row ${n}`,
  industriesName: `Row ${n}`,
  briefDescription: 'Brief.',
  subtitle: 'Subtitle',
  selectedPage: 'home',
  created_at: '2026-11-01T10:00:00.000Z',
  heroSlider: { type: 1, image: null, video: { type: 0, url: 'https://videos.example.org/42', file: null } },
});

/** Whether the resource's title is rich text, which its rows are labelled by without the markup. */
const hasRichTitle = (definition: Definition) =>
  definition.rowLabel(row(1, true) as unknown as ResourceRecord) === 'Row 1';

/** The screen as the kit renders it with its first page of ten rows loaded, out of `total`. */
function render(definition: Definition, total: number): string {
  const rows = Array.from({ length: Math.min(10, total) }, (_, i) => row(i + 1, hasRichTitle(definition)));
  return renderListPage(definition, { rows, counts: { all: total, published: 4, unpublished: total - 4 } });
}

const text = markupText;
const labelled = (html: string, label: string) => html.includes(`aria-label="${label}"`);

afterEach(() => vi.unstubAllGlobals());

it('finds every standard list, among them those whose conventions the end-to-end suite no longer runs', () => {
  expect(screens.map((s) => s.name).sort()).toEqual(
    expect.arrayContaining([
      'faqsDefinition',
      'heroSlidersDefinition',
      'individualsDefinition',
      'industriesDefinition',
      'learnArticlesDefinition',
      'learnBlogsDefinition',
      'learnPodcastsDefinition',
      'learnVideosDefinition',
    ]),
  );
});

describe.each(screens)('the list $name', ({ definition, feature, name }) => {
  const { texts } = definition;
  const endpoint = `/api/${definition.api.key}/`;

  it('is drawn by its screen with the kit’s list page, at a resource the server has', () => {
    expect(screenSources[feature]).toMatch(new RegExp(`<ResourceListPage definition=\\{${name}\\}`));
    expect(existsSync(path.resolve(appDirectory, '../../server/src/resources', definition.api.key))).toBe(true);
  });

  it('reads, counts, publishes, deletes, reorders and moves at its own API', async () => {
    const calls = stubFetch((call) => (call.url.includes('/count/') ? { count: 0 } : []));
    const { requests } = definition.api;
    await requests.list({ limit: 10, skip: 0, searchedText: 'Café & 50%' });
    await requests.counts({});
    await requests.setStatus({ id: 7, status: 1 });
    await requests.remove(7);
    await requests.bulkRemove([7, 8]);
    await requests.reorder([{ id: 7, position: 2 }]);
    await requests.move({ id: 7, to: 'top', status: 1 });
    const paths = calls.map((call) => `${call.method} ${new URL(call.url, 'http://x').pathname}`);
    expect(paths).toEqual([
      `GET ${endpoint}`,
      `GET ${endpoint}count/`,
      `GET ${endpoint}count/`,
      `GET ${endpoint}count/`,
      // The Scheduled tab's count, where the resource has a schedule (decision 034).
      ...(definition.api.hasSchedule ? [`GET ${endpoint}count/`] : []),
      `PATCH ${endpoint}7/`,
      `DELETE ${endpoint}7/`,
      `DELETE ${endpoint}bulk-delete/`,
      `POST ${endpoint}reorder/`,
      `POST ${endpoint}7/move/`,
    ]);
    expect(calls.at(-1)!.body).toEqual({ to: 'top', status: 1 });
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('searchedText')).toBe('Café & 50%');
  });

  it('shows the tabs with their counts, the search, the add button, every row’s controls and the pager', () => {
    const html = render(definition, 12);
    const words = text(html);
    expect(words).toContain('All 12');
    expect(words).toContain('Published 4');
    expect(words).toContain('Unpublished 8');
    expect(html).toContain('role="tablist"');
    expect(labelled(html, texts.searchPlaceholder)).toBe(true);
    expect(words).toContain(texts.addLabel);
    expect(labelled(html, 'Select all on this page')).toBe(true);
    for (let n = 1; n <= 10; n++) {
      const label = `Row ${n}`;
      for (const control of ['Select', n % 2 ? 'Unpublish' : 'Publish', 'Edit', 'Delete', 'Reorder', 'Move'])
        expect(labelled(html, `${control} ${label}`), `${control} ${label}`).toBe(true);
    }
    // The rows in the order the server gave them.
    expect([...html.matchAll(/aria-label="Edit (Row \d+)"/g)].map((m) => m[1])).toEqual(
      Array.from({ length: 10 }, (_, i) => `Row ${i + 1}`),
    );
    expect(words).toContain('1–10 of 12');
    expect(labelled(html, 'Page 1') && labelled(html, 'Page 2') && !labelled(html, 'Page 3')).toBe(true);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Previous page"|aria-label="Previous page"[^>]*disabled=""/,
    );
    for (const size of [10, 20, 50, 100]) expect(html).toContain(`<option value="${size}"`);
  });

  it('has a Trash tab with its count, and lists, restores and deletes forever at its own API (decision 032)', async () => {
    expect(definition.api.hasTrash).toBe(true);
    const html = renderListPage(definition, {
      counts: { all: 2, published: 1, unpublished: 1 },
      trash: { count: 3, days: 30 },
    });
    expect(text(html)).toContain('Trash 3');

    const calls = stubFetch((call) => (call.url.includes('/count/') ? { count: 0, days: 30 } : []));
    const { requests } = definition.api;
    await requests.trash({ limit: 10, skip: 0, searchedText: 'x' });
    await requests.trashCount({});
    await requests.restore(7);
    await requests.bulkRestore([7, 8]);
    await requests.permanent(7);
    await requests.bulkPermanent([7, 8]);
    expect(calls.map((call) => `${call.method} ${new URL(call.url, 'http://x').pathname}`)).toEqual([
      `GET ${endpoint}trash/`,
      `GET ${endpoint}trash/count/`,
      `POST ${endpoint}7/restore/`,
      `POST ${endpoint}trash/restore/`,
      `DELETE ${endpoint}7/permanent/`,
      `DELETE ${endpoint}trash/permanent/`,
    ]);
  });

  it('shows no pager when one page holds every row', () => {
    const html = render(definition, 7);
    expect(text(html)).toContain('1–7 of 7');
    expect(labelled(html, 'Page 1')).toBe(false);
  });
});
