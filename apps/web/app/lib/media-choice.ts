/**
 * Decision 038: a file field's value is a File; a file chosen from the media library is an empty
 * File that carries the chosen path, and an upload may carry its alt text. Forms put their File
 * values into FormData as they always have; just before sending, `withMediaChoices` turns a chosen
 * file into its path and adds `<field>_alt` / `<field>_decorative` beside an upload, so no form
 * needs code of its own for either.
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

/** The FormData as the server takes it: chosen files as their paths, uploads with their alt texts. */
export function withMediaChoices(form: FormData): FormData {
  let changed = false;
  const out = new FormData();
  for (const [name, value] of form.entries()) {
    const path = chosenPath(value);
    const alt = value instanceof File ? uploadAlts.get(value) : undefined;
    if (path !== undefined) {
      out.append(name, path);
      changed = true;
    } else out.append(name, value);
    if (alt && value instanceof File) {
      out.append(`${name}_alt`, alt.decorative ? '' : alt.alt.trim());
      out.append(`${name}_decorative`, alt.decorative ? 'true' : 'false');
      changed = true;
    }
  }
  return changed ? out : form;
}
