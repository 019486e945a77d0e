import { SystemCategories } from '@atrium/contract/categories';
import type { Individual } from '@atrium/contract/individuals';
import { SectionLimits } from '@atrium/contract/site-sections';
import { defineSection } from '~/site/sections/section';
import { type People, peopleOf } from '~/site/sections/section-reads';
import { CachedHtml, useFrozenKey } from '~/site/ui/cached-html';
import { MemberDetails, PeopleHead } from './person';
import { useSiteTexts } from '~/site/language';
import './people.css';

/** Advisory Board All Members (requirements 3 §2): every member with the full biography. */
export const advisoryList = defineSection<People>({
  failure: 'advisoryFailed',
  load: (context) => peopleOf(context, SystemCategories.AdvisoryBoard.name, SectionLimits.all),
  isEmpty: ({ people }) => people.length === 0,
  View({ id, data: { category, people } }) {
    const { sections: SectionTexts } = useSiteTexts();
    return (
      <section id={id} className="section section--wash">
        <div className="container">
          <PeopleHead id={`${id}-title`} title={SectionTexts.advisoryHeading} intro={category?.desc} />
          <ul className="member-list" aria-labelledby={`${id}-title`}>
            {people.map((person) => (
              <MemberListItem key={person.id} person={person} />
            ))}
          </ul>
        </div>
      </section>
    );
  },
});

/** A member with the full biography: its HTML kept per member (decision 063). */
function MemberListItem({ person }: { person: Individual }) {
  return (
    <CachedHtml tag="li" className="member-list__item" cacheKey={useFrozenKey(person)}>
      <MemberDetails person={person} sizes="(min-width: 700px) 160px, 112px" />
    </CachedHtml>
  );
}
