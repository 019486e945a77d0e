/** podcast-feed-parser ships no types: the one call the feed test makes. */
declare module 'podcast-feed-parser' {
  export function getPodcastFromFeed(
    feed: string,
    options?: { fields?: { meta?: string[]; episodes?: string[] } },
  ): { meta: Record<string, unknown>; episodes: Array<Record<string, unknown>> };
}
