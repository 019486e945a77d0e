import { learnPodcastsEndpoints } from '@atrium/contract/endpoints/resources';
import { createResourceApi } from '~/admin-kit/resource-api';
import { learnDefinition } from '~/learn-kit/learn-definition';

export const learnPodcastsApi = createResourceApi(learnPodcastsEndpoints, { scheduled: true });

/** The Podcasts screen (requirements 2 §2): the learn screen with the podcast's media part. */
export const learnPodcastsDefinition = learnDefinition('podcast', learnPodcastsApi);
