import { test } from './fixtures.ts';
import { describeLogo } from './support/learn-media-tests.ts';
import { describeLearnForm, learnResource } from './support/learn-screens.ts';

/**
 * The Articles screen (requirements 2 §2–§8) end to end: the learn form's rules for the image kind, then
 * the article's logo. The four learn screens are one definition, `learnDefinition(type, api)`: the
 * learn form's rules run once per media kind, on Articles (an image) and Videos (a video), and
 * apps/web/app/learn-kit/learn-screens.test.tsx proves each screen draws that definition with its
 * type's fields (decision 054). Its list is the kit's, with the conventions proven on the Hero
 * Slider screen (decision 025).
 */

// Uploads and accessibility scans take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const articles = learnResource('article');

describeLearnForm('article', articles);
describeLogo(articles);
