/**
 * Images that fail to load show the placeholder named in their `data-fallback` (spec 3 §2:
 * "Images that fail to load are replaced by a placeholder"). Errors before this script ran are
 * found by their empty natural size; later ones (lazy images) by the error event.
 */
function showFallback(image: HTMLImageElement): void {
  const fallback = image.dataset.fallback;
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
