import { defineArea } from '../../define-area.ts';
import localesPlugin from './locales.plugin.ts';
import { localesRoutes } from './locales.routes.ts';

/** The site's languages (decision 081): below the resource kit, which reads and writes text per language. */
export const localesArea = defineArea({
  name: 'locales',
  plugin: localesPlugin,
  options: ({ pageCache }) => ({ onContentChange: (listener: () => void) => pageCache.onInvalidate(listener) }),
  routes: localesRoutes,
});
