import type { IMAGE_TYPES, VIDEO_TYPES } from '@atrium/contract/enums';

/** The types a file field takes: each MIME type with the extensions it goes by (the dropzone's `accept`). */
export type FileTypes = Record<string, string[]>;

export const IMAGE_FILE_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} satisfies Record<(typeof IMAGE_TYPES)[number], string[]>;

export const VIDEO_FILE_TYPES = {
  'video/mp4': ['.mp4'],
  'video/webm': ['.webm'],
  'video/ogg': ['.ogg', '.ogv'],
} satisfies Record<(typeof VIDEO_TYPES)[number], string[]>;

/** A podcast's audio (decision 040): MP3, M4A and Ogg, under the types browsers give them. */
export const AUDIO_FILE_TYPES = {
  'audio/mpeg': ['.mp3'],
  'audio/mp4': ['.m4a'],
  'audio/x-m4a': ['.m4a'],
  'audio/aac': ['.m4a'],
  'audio/ogg': ['.ogg', '.oga', '.opus'],
  'audio/opus': ['.opus'],
} satisfies FileTypes;

/** The same types as an `<input accept>` list: MIME types and extensions. */
export function acceptList(...groups: FileTypes[]): string {
  return [...new Set(groups.flatMap((types) => [...Object.keys(types), ...Object.values(types).flat()]))].join(',');
}

function isOfTypes(file: Pick<File, 'type' | 'name'>, types: FileTypes): boolean {
  if (file.type) return Object.hasOwn(types, file.type);
  const name = file.name.toLowerCase();
  return Object.values(types).some((extensions) => extensions.some((extension) => name.endsWith(extension)));
}

/**
 * The browser's word on a file, as a first check before the upload: its type, or its name when
 * it gives no type. The server decides by the file's bytes.
 */
export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  return isOfTypes(file, IMAGE_FILE_TYPES);
}

export function isVideoFile(file: Pick<File, 'type' | 'name'>): boolean {
  return isOfTypes(file, VIDEO_FILE_TYPES);
}

export function isAudioFile(file: Pick<File, 'type' | 'name'>): boolean {
  return isOfTypes(file, AUDIO_FILE_TYPES);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
