/**
 * The image social networks show for a page without one of its own: 1200x630 PNG (they take
 * no SVG), in public/ so that its address stays the same across builds.
 */
export const defaultSocialImage = '/og-image.png';

/** Its size, for og:image:width and og:image:height. */
export const defaultSocialImageSize = { width: 1200, height: 630 };
