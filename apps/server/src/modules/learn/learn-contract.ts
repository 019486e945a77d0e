import {
  articleFields,
  articleFileFields,
  articleSchema,
  blogFields,
  blogFileFields,
  blogSchema,
  podcastFields,
  podcastFileFields,
  podcastSchema,
  videoFields,
  videoFileFields,
  videoSchema,
} from '@atrium/contract/learn';

/** Each type's fields, files and record, as the contract declares them, by type. */
export const learnContract = {
  blog: { fields: blogFields, files: blogFileFields, wireSchema: blogSchema },
  article: { fields: articleFields, files: articleFileFields, wireSchema: articleSchema },
  video: { fields: videoFields, files: videoFileFields, wireSchema: videoSchema },
  podcast: { fields: podcastFields, files: podcastFileFields, wireSchema: podcastSchema },
} as const;
