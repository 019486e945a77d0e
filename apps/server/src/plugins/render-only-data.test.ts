import { data, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hideFromEncoding, withRenderOnlyData } from './render-only-data.ts';

type Routes = ServerBuild['routes'];

function buildOf(routes: Record<string, { parentId?: string; handle?: unknown; loader?: () => unknown }>): ServerBuild {
  const built: Routes = {};
  for (const [id, { parentId, handle, loader }] of Object.entries(routes)) {
    built[id] = {
      id,
      parentId,
      path: id,
      module: { default: () => null, handle, loader },
    } as unknown as Routes[string];
  }
  return { routes: built, entry: { module: {} } } as unknown as ServerBuild;
}

const args = {} as never;

describe('withRenderOnlyData', () => {
  const adminLoader = () => ({ user: 'a' });
  const build = withRenderOnlyData(
    buildOf({
      root: { loader: () => ({ root: true }) },
      'site-layout': { parentId: 'root', handle: { site: true }, loader: () => ({ partners: [1] }) },
      'site-page': { parentId: 'site-layout', loader: () => ({ sections: ['hero'], meta: { title: 'Home' } }) },
      'site-503': { parentId: 'site-layout', loader: () => data({ sections: [] }, { status: 503 }) },
      'site-redirect': { parentId: 'site-layout', loader: () => new Response(null, { status: 301 }) },
      admin: { parentId: 'root', loader: adminLoader },
    }),
  );
  const load = (id: string) => build.routes[id]!.module.loader!(args) as Promise<unknown>;

  it("gives the site's pages data that reads as before and enumerates as nothing", async () => {
    const page = (await load('site-page')) as { sections: string[]; meta: { title: string } };
    expect(page.sections).toEqual(['hero']);
    expect(page.meta).toEqual({ title: 'Home' });
    expect(Object.keys(page)).toEqual([]);
    const { sections } = page;
    expect(sections).toEqual(['hero']);
    expect(Object.keys((await load('site-layout')) as object)).toEqual([]);
  });

  it("keeps data()'s status and a Response as they are", async () => {
    const answer = (await load('site-503')) as { init: { status: number }; data: { sections: unknown[] } };
    expect(answer.init.status).toBe(503);
    expect(answer.data.sections).toEqual([]);
    expect(Object.keys(answer.data)).toEqual([]);
    expect(((await load('site-redirect')) as Response).status).toBe(301);
  });

  it('leaves the routes outside the site alone', async () => {
    expect(build.routes.admin!.module.loader).toBe(adminLoader);
    expect(Object.keys((await load('root')) as object)).toEqual(['root']);
  });
});

describe('hideFromEncoding', () => {
  it('leaves what is not a plain object as it is', () => {
    const list = [1, 2];
    expect(hideFromEncoding(list)).toBe(list);
    expect(hideFromEncoding(null)).toBe(null);
    expect(hideFromEncoding('text')).toBe('text');
  });
});
