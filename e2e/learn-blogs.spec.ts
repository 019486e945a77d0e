import { test } from './fixtures.ts';
import { describeImageMedia } from './support/learn-media-tests.ts';
import { learnResource } from './support/learn-screens.ts';

/**
 * The Blogs screen (requirements 2 §2–§8) end to end: an item added with its image, which its row shows.
 * The four learn screens are one definition, `learnDefinition(type, api)`: the learn form's rules
 * run once per media kind, on Articles (an image) and Videos (a video), and apps/web/app/learn-
 * kit/learn-screens.test.tsx proves each screen draws that definition with its type's fields
 * (decision 054). Its list is the kit's, with the conventions proven on the Hero Slider screen
 * (decision 025).
 */

// Uploads and accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const blogs = learnResource('blog');

describeImageMedia('blog', blogs);
