import { test } from './fixtures.ts';
import { describeImageMedia } from './support/learn-media-tests.ts';
import { describeLearnForm, learnResource } from './support/learn-screens.ts';

/**
 * The Articles screen (spec 2 §2–§8) end to end: the learn form's rules, then its media part. Its list
 * is the kit's, with the conventions proven on the Hero Slider screen (decision 025).
 */

// Uploads and accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const articles = learnResource('article');

describeLearnForm('article', articles);
describeImageMedia('article', articles);
