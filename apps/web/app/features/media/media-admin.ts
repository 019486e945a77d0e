import { MediaLibraryTexts } from '@atrium/contract/media-library';
import type { AdminScreen } from '~/admin-kit/admin-screen';

/** Decision 038: the media library, for editors and administrators. */
export default {
  path: 'media',
  nav: { label: MediaLibraryTexts.navLabel, icon: 'photo', order: 25 },
} satisfies AdminScreen;
