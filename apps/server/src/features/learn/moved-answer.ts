import { LearnMessages } from '@atrium/contract/learn';
import { Answered } from '../../plugins/endpoints.ts';

/**
 * The 301 an old slug answers (a learn item's or its page's): the current slug and address in
 * the body (learnMovedSchema) and in Location.
 */
export function movedAnswer(slug: string, location: string) {
  return new Answered(
    301,
    { success: true, message: LearnMessages.moved(location), data: { slug, location } },
    { location },
  );
}
