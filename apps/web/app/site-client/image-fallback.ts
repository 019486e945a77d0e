/**
 * Images that fail to load show the placeholder named in their `data-fallback` (requirements 3 §2:
 * "Images that fail to load are replaced by a placeholder"). Errors before this script ran are
 * found by their empty natural size; later ones (lazy images) by the error event.
 *
 * An image names its placeholder in a word ('image', 'avatar'); the pictures themselves are
 * given once, on the site's script element (`data-fallback-image`…, decision 063).
 */
function fallbackOf(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const key = `fallback${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return document.querySelector<HTMLScriptElement>('script[data-fallback-image]')?.dataset[key];
}

function showFallback(image: HTMLImageElement): void {
  const fallback = fallbackOf(image.dataset.fallback);
  if (!fallback || image.getAttribute('src') === fallback) return;
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = fallback;
}

export function watchBrokenImages(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) showFallback(image);
  }
}
