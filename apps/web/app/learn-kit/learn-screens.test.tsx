import {
  LearnKeys,
  LearnMediaFields,
  learnMediaRules,
  LearnMessages,
  LearnTexts,
  type LearnType,
} from '@atrium/contract/learn';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '~/admin-kit/types';
import { learnDefinition } from './learn-definition';
import type { LearnBody, LearnItem } from './learn-values';

/**
 * The four learn screens (blogs, articles, videos, podcasts) are one definition,
 * `learnDefinition(type, api)`, with the type's media part. The end-to-end suite proves the
 * learn form once per media kind (an image on Articles, a video on Videos) and one add flow on
 * Blogs and Podcasts (decision 054); these tests prove that each of the four screens is that
 * definition at its own API, and that its form draws the shared fields and its type's own.
 */

const features = import.meta.glob<Record<string, unknown>>('../features/learn-*/*-definition.tsx', { eager: true });
const appDirectory = path.resolve(import.meta.dirname, '..');

/** A learn screen's definition, whatever its type. */
type Definition = ResourceDefinition<LearnItem, LearnBody<LearnType>>;

type Screen = { type: LearnType; name: string; feature: string; definition: Definition };

const types = Object.keys(LearnKeys) as LearnType[];

/** Every learn screen, found from the features: its definition is the one at its type's API. */
const screens: Screen[] = Object.entries(features).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('Definition'))
    .map(([name, value]) => {
      const definition = value as Definition;
      const type = types.find((t) => LearnKeys[t] === definition.api.key);
      if (!type) throw new Error(`${name} is at ${definition.api.key}, which is no learn type's API`);
      return { type, name, feature: file.split('/')[2]!, definition };
    }),
);

/** The shared fields, each by its label, in the form's order (requirements 2 §2). */
const sharedLabels = [
  'Page',
  'Published',
  'Title',
  'Subtitle',
  // The rich-text editor loads in the browser; the server's markup holds its labelled placeholder.
  'Loading the Description editor',
  'Date',
  'Publish at',
  'Unpublish at',
  'Categories',
  'Author name',
  'Author image',
  'Call-to-action button',
];

/** Each type's media part (requirements 2 §2, decisions 040 and 041): the fields it has and those it has not. */
const mediaLabels: Record<LearnType, { has: string[]; hasNot: string[] }> = {
  blog: { has: ['Image'], hasNot: ['Logo', 'Video', 'Poster', 'Audio file', 'Transcript'] },
  article: { has: ['Image', 'Logo'], hasNot: ['Video', 'Poster', 'Audio file', 'Transcript'] },
  video: { has: ['Video', 'Poster'], hasNot: ['Image', 'Logo', 'Audio file', 'Transcript'] },
  podcast: { has: ['Video', 'Poster', 'Audio file', 'Transcript'], hasNot: ['Image', 'Logo'] },
};

function renderForm(definition: Definition): string {
  const { Form } = definition;
  if (!Form) throw new Error('a learn screen has a form');
  const client = new QueryClient();
  // The active learn categories, as the form asks for them.
  client.setQueryDefaults(['categories'], { enabled: false });
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <Form mode="add" record={null} submitting={false} serverErrors={{}} onSubmit={() => {}} onCancel={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** An element's text: its first line of text, without the required mark. */
const firstText = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((line) => line.replace(/&#x27;/g, "'").trim())
    .find((line) => line && line !== '*') ?? '';

/** The names of the form's fields and groups, as a screen reader reads them. */
function labels(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<label[^>]*>([\s\S]*?)<\/label>/g)) found.add(firstText(match[1]!));
  for (const match of html.matchAll(/aria-label="([^"]*)"/g)) found.add(match[1]!);
  // A field of several parts is a group named by the element its aria-labelledby points at.
  for (const match of html.matchAll(/<[^>]*role="group"[^>]*>/g)) {
    const id = /aria-labelledby="([^"]*)"/.exec(match[0])?.[1];
    if (!id) continue;
    const label = new RegExp(`<(\\w+)[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
    if (label) found.add(firstText(label[2]!));
  }
  return [...found];
}

it('finds the four learn screens, one per type', () => {
  expect(screens.map((s) => s.type).sort()).toEqual([...types].sort());
});

describe.each(screens)('the $type screen ($name)', ({ type, name, feature, definition }) => {
  it('is learnDefinition of its type at its own API, drawn by its screen with the list kit', () => {
    const source = readFileSync(path.join(appDirectory, 'features', feature, `${feature}-definition.tsx`), 'utf8');
    expect(source).toMatch(new RegExp(`export const ${name} = learnDefinition\\('${type}', \\w+Api\\);`));
    const screen = readFileSync(path.join(appDirectory, 'features', feature, `${feature}-screen.tsx`), 'utf8');
    expect(screen).toMatch(new RegExp(`<ResourceListPage definition=\\{${name}\\}`));
    expect(definition.api.key).toBe(LearnKeys[type]);

    const expected = learnDefinition(type, definition.api);
    expect(definition.texts).toBe(LearnTexts[type]);
    expect(definition.description).toBe(expected.description);
    // Requirements 2 §8: only the video form also says a failed save inline.
    expect(Boolean(definition.inlineSaveError)).toBe(type === 'video');
    const shape = (d: Definition) => d.columns.map((c) => [c.header, c.width, c.role]);
    expect(shape(definition)).toEqual(shape(expected));
    expect(definition.columns[0]!.header).toBe(type === 'blog' || type === 'article' ? 'Image' : 'Video');
  });

  it('draws the shared fields and its type’s media part in its form', () => {
    const html = renderForm(definition);
    const found = labels(html);
    for (const label of [...sharedLabels, ...mediaLabels[type].has])
      expect(found, `${type}: ${label}`).toContain(label);
    for (const label of mediaLabels[type].hasNot) expect(found, `${type}: no ${label}`).not.toContain(label);
    // The fields in the spec's order: the shared ones, then the media part, then the categories and the author.
    const at = (label: string) => html.indexOf(`>${label}`);
    expect(at('Title')).toBeGreaterThan(0);
    expect(at('Title')).toBeLessThan(at('Date'));
    expect(at('Date')).toBeLessThan(at(mediaLabels[type].has[0]!));
    expect(at(mediaLabels[type].has[0]!)).toBeLessThan(at('Categories'));
    expect(at('Categories')).toBeLessThan(at('Author name'));
    if (type === 'video' || type === 'podcast')
      expect(html.replaceAll('&#x27;', "'")).toContain(LearnMessages.posterHelp);
  });

  it('marks its video required only where the server refuses the item without one (decision 086)', () => {
    const media = LearnMediaFields[type];
    if (!('url' in media)) return;
    // Everything else given, an audio file included where the type has one: does the server still ask for a video?
    const audioFile = 'audio' in media ? 'episode.mp3' : undefined;
    const refused =
      media.url in learnMediaRules({ type, videoType: 0, videoUrl: '', audioFile, ctaStatus: 0, ctaUrl: null });
    const html = renderForm(definition);
    const group = /<[^>]*role="group"[^>]*aria-labelledby="([^"]*)"/.exec(html);
    const label = new RegExp(`\\bid="${group![1]}"[^>]*>([\\s\\S]*?)</div>`).exec(html)![1]!;
    expect(firstText(label)).toBe('Video');
    expect(label.includes('mantine-InputWrapper-required'), type).toBe(refused);
    expect(refused).toBe(type === 'video');
  });
});
