import { IndividualMessages } from '@atrium/contract/individuals';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngBytes } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { individuals } from './individuals.resource.ts';

/** The migration inserts the system categories in order on a fresh database: Advisory Board is the second. */
const SYSTEM_ADVISORY_BOARD_ID = 2;
const portrait = { filename: 'face.png', content: await pngBytes(24, 24), type: 'image/png' };
describeResourceContract({
  resource: individuals,
  build: (text) => ({
    title: `Person ${text}`,
    subtitle: 'Member',
    description: '<p>Bio</p>',
    category: SYSTEM_ADVISORY_BOARD_ID,
    IndividualImage: portrait,
  }),
  buildUpdate: (text) => ({ title: `Person ${text}` }),
});

const ctx = useSignedInApp();
let founderId: number;
let boardId: number;
let learnTagId: number;

beforeAll(async () => {
  const categories = (await ctx.t.app.inject({ url: '/api/categories/?limit=100', headers: ctx.auth })).json()
    .data as Array<{ id: number; name: string }>;
  founderId = categories.find((c) => c.name === 'Founder')!.id;
  boardId = categories.find((c) => c.name === 'Advisory Board')!.id;
  learnTagId = categories.find((c) => c.name === 'Initiatives')!.id;
});

const image = async () => ({ filename: 'face.png', content: await pngBytes(40, 40), type: 'image/png' });

async function send(method: 'POST' | 'PATCH', url: string, fields: Parameters<typeof multipart>[0]) {
  const body = await multipart(fields);
  return ctx.t.app.inject({ method, url, headers: { ...ctx.auth, ...body.headers }, payload: body.payload });
}

describe('individuals', () => {
  it('requires title, subtitle, description, image and category, with the spec messages', async () => {
    let res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/individuals/',
      headers: ctx.auth,
      payload: { title: '', subtitle: '', description: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: IndividualMessages.titleRequired,
      subtitle: IndividualMessages.subtitleRequired,
      description: IndividualMessages.descriptionRequired,
      category: IndividualMessages.categoryRequired,
    });
    res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/individuals/',
      headers: ctx.auth,
      payload: { title: 'A', subtitle: 'B', description: 'C', category: boardId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.IndividualImage).toBe(IndividualMessages.imageRequired);
  });

  it('accepts only categories of the individuals group', async () => {
    const res = await send('POST', '/api/individuals/', {
      title: 'A',
      subtitle: 'B',
      description: 'C',
      category: String(learnTagId),
      IndividualImage: await image(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.category).toBe(IndividualMessages.categoryInvalid);
  });

  it('requires a background image for a Founder and returns category details', async () => {
    let res = await send('POST', '/api/individuals/', {
      title: 'Amara',
      subtitle: 'CEO',
      description: '<p>Bio</p>',
      category: String(founderId),
      IndividualImage: await image(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.backgroundImage).toBe(IndividualMessages.backgroundRequired);
    res = await send('POST', '/api/individuals/', {
      title: 'Amara',
      subtitle: 'CEO',
      description: '<p>Bio</p>',
      category: String(founderId),
      status: '1',
      IndividualImage: await image(),
      backgroundImage: await image(),
    });
    expect(res.statusCode).toBe(201);
    const founder = res.json().data;
    expect(founder.IndividualImage).toMatch(/^\/media\//);
    expect(founder.backgroundImage).toMatch(/^\/media\//);
    expect(founder).toMatchObject({
      category: founderId,
      category_name: 'Founder',
      category_details: { id: founderId, name: 'Founder', categoryType: 0 },
    });

    // Moving to another category clears the background image.
    res = await send('PATCH', `/api/individuals/${founder.id}/`, { category: String(boardId) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ category_name: 'Advisory Board', backgroundImage: null });
  });

  it('shows the public published individuals with their category details, by position', async () => {
    await send('POST', '/api/individuals/', {
      title: 'Draft',
      subtitle: 'x',
      description: 'y',
      category: String(boardId),
      status: '0',
      IndividualImage: await image(),
    });
    const res = await ctx.t.app.inject({ url: '/api/individuals/?status=1&sort_by=position' });
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.map((i: { title: string }) => i.title);
    expect(titles).toEqual(['Amara']);
    expect(res.json().data[0].category_details.name).toBe('Advisory Board');
  });

  it("lists one category's members when asked (the public site reads one group at a time)", async () => {
    const person = async (title: string, category: number) => ({
      title,
      subtitle: 'x',
      description: 'y',
      category: String(category),
      status: '1',
      IndividualImage: await image(),
    });
    expect((await send('POST', '/api/individuals/', await person('Board member', boardId))).statusCode).toBe(201);
    const founder = { ...(await person('Second founder', founderId)), backgroundImage: await image() };
    expect((await send('POST', '/api/individuals/', founder)).statusCode).toBe(201);
    const titles = async (query: string) =>
      (await ctx.t.app.inject({ url: `/api/individuals/?status=1&sort_by=position&${query}` }))
        .json()
        .data.map((i: { title: string }) => i.title);
    expect(await titles(`category=${founderId}`)).toEqual(['Second founder']);
    expect(await titles(`category=${boardId}`)).toEqual(['Amara', 'Board member']);
    const count = await ctx.t.app.inject({ url: `/api/individuals/count/?status=1&category=${boardId}` });
    expect(count.json().data.count).toBe(2);
    const bad = await ctx.t.app.inject({ url: '/api/individuals/?category=abc' });
    expect(bad.statusCode).toBe(400);
  });
});
