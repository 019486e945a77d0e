import { IMAGE_TYPES, VIDEO_TYPES } from '@atrium/contract/enums';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'ogv'];

function extension(name: string): string {
  return name.toLowerCase().split('.').pop() ?? '';
}

/**
 * The browser's word on a file, as a first check before the upload: its type, or its name when
 * it gives no type. The server decides by the file's bytes.
 */
export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type
    ? (IMAGE_TYPES as readonly string[]).includes(file.type)
    : IMAGE_EXTENSIONS.includes(extension(file.name));
}

export function isVideoFile(file: Pick<File, 'type' | 'name'>): boolean {
  return file.type
    ? (VIDEO_TYPES as readonly string[]).includes(file.type)
    : VIDEO_EXTENSIONS.includes(extension(file.name));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
