import type { ServerBuild } from 'react-router';

type Route = ServerBuild['routes'][string];
type Loader = NonNullable<NonNullable<Route>['module']['loader']>;

/**
 * The build with the loaders of the public site's pages (the routes under one whose handle is
 * `{ site: true }`, decision 016) giving data that React Router does not encode for hydration.
 *
 * React Router encodes every page's loader data (turbo-stream) before it renders, for the
 * hydration script that `<Scripts/>` would stream; public pages render no such script, so the
 * encoding was pure waste: about 4% of a render's CPU, and a second copy of the data for the
 * garbage collector. The encoder walks an object's own enumerable keys: the top level of a
 * site loader's data is made non-enumerable, so it encodes as `{}`, while components, meta
 * functions and error boundaries read its properties as before. Back-office routes hydrate and
 * are left alone.
 */
export function withRenderOnlyData(build: ServerBuild): ServerBuild {
  // A stand-in build (the server's tests) may have no routes.
  if (!build.routes) return build;
  const isSite = (id: string | undefined): boolean => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return false;
    return (route.module.handle as { site?: unknown } | undefined)?.site === true || isSite(route.parentId);
  };
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    routes[id] =
      route && loader && isSite(id) ? { ...route, module: { ...route.module, loader: renderOnly(loader) } } : route;
  }
  return { ...build, routes };
}

function renderOnly(loader: Loader): Loader {
  return async (args) => hideFromEncoding(await loader(args));
}

/** A plain object with the same properties, none of them enumerable; anything else as it is. */
export function hideFromEncoding<T>(value: T): T {
  if (isDataWithInit(value)) {
    value.data = hideFromEncoding(value.data);
    return value;
  }
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const hidden = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(hidden, key, {
      value: (value as Record<string, unknown>)[key],
      enumerable: false,
      writable: true,
      configurable: true,
    });
  }
  return hidden as T;
}

/** React Router's `data(value, init)`: the value sits under `data`. */
function isDataWithInit(value: unknown): value is { type: 'DataWithResponseInit'; data: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit' &&
    'data' in value
  );
}
