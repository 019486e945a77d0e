/**
 * Decision 038: a file field's value is a File; a file chosen from the media library is an empty
 * File that carries the chosen path, and an upload may carry its alt text. Forms put their File
 * values in their typed bodies as they always have; when the API client makes the multipart body,
 * `fileParts` turns a chosen file into its path and adds `<field>_alt` / `<field>_decorative`
 * beside an upload, so no form needs code of its own for either.
 */
const CHOSEN = Symbol.for('atrium.media-choice');

type Chosen = File & { [CHOSEN]?: string };

/** A file of the library, as a file field's value. */
export function libraryChoice(item: { path: string; original_name: string; content_type: string }): File {
  const file = new File([], item.original_name || item.path.slice(item.path.lastIndexOf('/') + 1), {
    type: item.content_type,
  }) as Chosen;
  file[CHOSEN] = item.path;
  return file;
}

/** The library path a value stands for; undefined for an upload or anything else. */
export function chosenPath(value: unknown): string | undefined {
  return value instanceof File ? (value as Chosen)[CHOSEN] : undefined;
}

export type AltValues = { alt: string; decorative: boolean };
const uploadAlts = new WeakMap<File, AltValues>();

/** The alt text to send with this new upload. */
export function setUploadAlt(file: File, values: AltValues): void {
  uploadAlts.set(file, values);
}

export function uploadAltOf(file: File | null | undefined): AltValues | undefined {
  return file ? uploadAlts.get(file) : undefined;
}

/** A file field's multipart parts as the server takes them: a chosen file as its path, an upload with its alt text. */
export function fileParts(name: string, file: Blob): Array<[string, string | Blob]> {
  const path = chosenPath(file);
  const alt = file instanceof File ? uploadAlts.get(file) : undefined;
  const parts: Array<[string, string | Blob]> = [[name, path ?? file]];
  if (alt) {
    parts.push([`${name}_alt`, alt.decorative ? '' : alt.alt.trim()]);
    parts.push([`${name}_decorative`, alt.decorative ? 'true' : 'false']);
  }
  return parts;
}
