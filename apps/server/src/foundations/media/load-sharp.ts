import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use (decision 057): libvips is ~20 MB resident from the moment it
 * loads, which a process that serves pages and never takes an upload or draws an icon does not
 * need. A broken install (sharp's native package missing) therefore fails the first upload, not
 * the start; `npm ci` installs it with everything else.
 *
 * libvips keeps the results of its last operations (up to 50 MB, 100 operations) in case the
 * same image is processed again. Every upload here is a new image, so that cache was never hit
 * and only held memory for the life of the process: it is off.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
