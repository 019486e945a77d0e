import { test } from './fixtures.ts';
import { describeListConventions } from './support/list-conventions.ts';
import { describeImageMedia } from './support/learn-media-tests.ts';
import { describeLearnForm, learnResource } from './support/learn-screens.ts';

/**
 * The Articles screen (spec 2 §2–§8) end to end: the shared list conventions, the learn form's
 * rules, then its media part.
 */

// Uploads and accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const articles = learnResource('article');

describeListConventions(articles, { pagingRows: 12 });
describeLearnForm('article', articles);
describeImageMedia('article', articles);
