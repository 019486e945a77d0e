import { learnVideosEndpoints } from '@atrium/contract/endpoints/resources';
import { createResourceApi } from '~/admin-kit/resource-api';
import { learnDefinition } from '~/learn-kit/learn-definition';

export const learnVideosApi = createResourceApi(learnVideosEndpoints, { scheduled: true });

/** The Videos screen (requirements 2 §2): the learn screen with the video's media part. */
export const learnVideosDefinition = learnDefinition('video', learnVideosApi);
