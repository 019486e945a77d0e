import { editorImageUpload } from '@atrium/contract/endpoints/media';
import { IMAGE_TYPES } from '@atrium/contract/enums';
import { Messages } from '@atrium/contract/messages';
import { call, ApiError } from '~/lib/api-client';
import { mediaUrl } from '~/lib/media';
import { altFromFileName } from './alt-text';

/**
 * The editor's image upload (requirements 1 §7): POST /ckeditor/images/ with the admin token (docs/architecture.md:
 * the spec's client sent none), answered 201 with the image's url. Failures throw an Error whose
 * message is the spec's: 'Upload failed: {status text}' or 'Upload failed due to network error.'
 */
export async function uploadEditorImage(file: File): Promise<{ src: string; alt: string }> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) throw new Error(Messages.imageTypes);
  try {
    const answer = await call(editorImageUpload, { body: { file } });
    const url = answer.data.url;
    // Kept relative ('/media/...') unless media live elsewhere, so content moves with the site.
    return { src: mediaUrl(url) ?? url, alt: altFromFileName(file.name) };
  } catch (error) {
    if (error instanceof ApiError) {
      throw new Error(error.status === 0 ? Messages.uploadNetwork : Messages.uploadFailed(error.message), {
        cause: error,
      });
    }
    throw new Error(Messages.uploadNetwork, { cause: error });
  }
}
