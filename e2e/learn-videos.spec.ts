import { test } from './fixtures.ts';
import { describeVideoMedia } from './support/learn-media-tests.ts';
import { describeLearnForm, learnResource } from './support/learn-screens.ts';

/**
 * The Videos screen (requirements 2 §2–§8) end to end: the learn form's rules for the video kind, then its
 * media part: a link or a file, an upload's progress and its cancel. The four learn screens are one
 * definition, `learnDefinition(type, api)`: the learn form's rules run once per media kind, on
 * Articles (an image) and Videos (a video), and apps/web/app/learn-kit/learn-screens.test.tsx
 * proves each screen draws that definition with its type's fields (decision 054). Its list is the
 * kit's, with the conventions proven on the Hero Slider screen (decision 025).
 */

// Uploads and accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const videos = learnResource('video');

describeLearnForm('video', videos);
describeVideoMedia('video', videos);
