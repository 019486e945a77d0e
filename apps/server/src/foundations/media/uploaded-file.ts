/** A file from a multipart request, streamed to a temporary file; removed when the response is sent. */
export type UploadedFile = {
  readonly kind: 'upload';
  field: string;
  filename: string;
  mimetype: string;
  tempPath: string;
  size: number;
};

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as UploadedFile).kind === 'upload';
}
