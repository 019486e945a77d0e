import { describe, expect, it } from 'vitest';
import {
  feedQuery,
  FilterChange,
  type LearnFilter,
  learnFilterQuery,
  mediaTypeOf,
  pageCount,
  readLearnFilter,
} from './learn-filter';

const offered = {
  tags: [{ id: 7 }, { id: 4 }, { id: 9 }],
  mediaTypes: [{ type: 'article' as const }, { type: 'video' as const }, { type: 'podcast' as const }],
};
const read = (query: string) => readLearnFilter(new URLSearchParams(query), offered);
const start: LearnFilter = { tags: [], mediaTypes: [], size: 10, page: 1 };

describe('readLearnFilter', () => {
  it('is everything, 10 a page, page 1 for a bare address', () => {
    expect(read('')).toEqual(start);
  });

  it('reads repeated and comma-joined values, in the order the filter offers them', () => {
    expect(read('tag=9&tag=7&mediaType=video,article&size=20&page=3')).toEqual({
      tags: [7, 9],
      mediaTypes: ['article', 'video'],
      size: 20,
      page: 3,
    });
  });

  it('matches a media type by name in any case (?mediaType= preselects it)', () => {
    expect(read('mediaType=VIDEO').mediaTypes).toEqual(['video']);
    expect(read('mediaType=Podcast').mediaTypes).toEqual(['podcast']);
  });

  it('drops what the filter does not offer and malformed numbers', () => {
    expect(read('tag=5&tag=abc&tag=-4&tag=4&mediaType=blog&mediaType=movie')).toEqual({ ...start, tags: [4] });
    for (const size of ['15', 'abc', '0', '1000']) expect(read(`size=${size}`).size).toBe(10);
    for (const page of ['0', '-2', '1.5', 'x', '99999999']) expect(read(`page=${page}`).page).toBe(1);
    expect(read('tag=4&tag=4').tags).toEqual([4]);
  });
});

describe('learnFilterQuery', () => {
  it('writes one address per state, leaving the defaults out', () => {
    expect(learnFilterQuery(start)).toBe('');
    expect(learnFilterQuery({ tags: [7, 9], mediaTypes: ['video'], size: 50, page: 2 })).toBe(
      '?tag=7&tag=9&mediaType=video&size=50&page=2',
    );
  });

  it('reads back what it wrote', () => {
    const state: LearnFilter = { tags: [4], mediaTypes: ['article', 'podcast'], size: 100, page: 4 };
    expect(read(learnFilterQuery(state).slice(1))).toEqual(state);
  });
});

describe('FilterChange (requirements 3 §4)', () => {
  const on3: LearnFilter = { tags: [7], mediaTypes: ['video'], size: 20, page: 3 };

  it('toggles a value in its group and goes back to page 1', () => {
    expect(FilterChange.toggleTag(on3, 4)).toEqual({ ...on3, tags: [7, 4], page: 1 });
    expect(FilterChange.toggleTag(on3, 7)).toEqual({ ...on3, tags: [], page: 1 });
    expect(FilterChange.toggleMediaType(on3, 'video')).toEqual({ ...on3, mediaTypes: [], page: 1 });
    expect(FilterChange.toggleMediaType(on3, 'podcast')).toEqual({ ...on3, mediaTypes: ['video', 'podcast'], page: 1 });
  });

  it('All clears its group only; Clear All clears both and keeps the page size', () => {
    expect(FilterChange.allTags(on3)).toEqual({ ...on3, tags: [], page: 1 });
    expect(FilterChange.allMediaTypes(on3)).toEqual({ ...on3, mediaTypes: [], page: 1 });
    expect(FilterChange.clearAll(on3)).toEqual({ tags: [], mediaTypes: [], size: 20, page: 1 });
  });

  it('a new page size goes back to page 1; a page keeps the filter', () => {
    expect(FilterChange.size(on3, 50)).toEqual({ ...on3, size: 50, page: 1 });
    expect(FilterChange.page(on3, 5)).toEqual({ ...on3, page: 5 });
  });
});

describe('feedQuery', () => {
  it('asks the feed for any of the tags and any of the media types; nothing chosen asks for all', () => {
    expect(feedQuery(start)).toEqual({ categories: undefined, mediaType: undefined });
    expect(feedQuery({ tags: [7, 9], mediaTypes: ['video', 'podcast'] })).toEqual({
      categories: '7,9',
      mediaType: 'video,podcast',
    });
  });
});

describe('helpers', () => {
  it('mediaTypeOf names a content type or nothing', () => {
    expect(mediaTypeOf(' Blog ')).toBe('blog');
    expect(mediaTypeOf('Webinar')).toBeNull();
  });

  it('pageCount is at least 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
