import { learnArticlesEndpoints } from '@atrium/contract/endpoints/resources';
import { createResourceApi } from '~/admin-kit/resource-api';
import { learnDefinition } from '~/learn-kit/learn-definition';

export const learnArticlesApi = createResourceApi(learnArticlesEndpoints, { scheduled: true });

/** The Articles screen (requirements 2 §2): the learn screen with the article's media part. */
export const learnArticlesDefinition = learnDefinition('article', learnArticlesApi);
