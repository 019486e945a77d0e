/**
 * A first alt text from the file's name ('team-at-work.png' → 'team at work'); camera and
 * generated names ('IMG_2034.jpg') give '' (decorative) rather than noise. Public pages need an
 * alt attribute on every image.
 */
export function altFromFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(img|dsc|dscn|pxl|image|photo|screenshot|screen shot|untitled)?[\s\d-]*$/i.test(words)) return '';
  if (/^[0-9a-f]{16,}$/i.test(words.replace(/\s/g, ''))) return '';
  return words.slice(0, 120);
}
