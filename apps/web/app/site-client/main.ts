/**
 * The one script of the public pages (decision 016). Pages are complete without it; it swaps
 * broken images for their placeholder and enhances the elements marked `data-island="<name>"`,
 * each with its own module from ./islands/<name>.ts, loaded when the page has one.
 */
import { watchBrokenImages } from '~/site-client/image-fallback';
import type { Island } from '~/site-client/island';

const islands = import.meta.glob<{ default: Island }>('./islands/*.ts');

function enhance(root: ParentNode): void {
  const byName = new Map<string, HTMLElement[]>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    byName.set(name, [...(byName.get(name) ?? []), element]);
  }
  for (const [name, elements] of byName) {
    const load = islands[`./islands/${name}.ts`];
    if (!load) {
      console.warn(`No island named "${name}".`);
      continue;
    }
    load()
      .then(({ default: island }) => {
        for (const element of elements) island(element);
      })
      .catch((error: unknown) => console.warn(`The ${name} island failed to load.`, error));
  }
}

// Styles may tell an enhanced page from a plain one (html.js).
document.documentElement.classList.add('js');
watchBrokenImages();
enhance(document);
