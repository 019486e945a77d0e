import { learnBlogsEndpoints } from '@atrium/contract/endpoints/resources';
import { createResourceApi } from '~/admin-kit/resource-api';
import { learnDefinition } from '~/learn-kit/learn-definition';

export const learnBlogsApi = createResourceApi(learnBlogsEndpoints, { scheduled: true });

/** The Blogs screen (requirements 2 §2): the learn screen with the blog's media part. */
export const learnBlogsDefinition = learnDefinition('blog', learnBlogsApi);
