import { SystemCategories } from '@atrium/contract/categories';
import type { Individual } from '@atrium/contract/individuals';
import { SectionLimits } from '@atrium/contract/site-sections';
import { defineSection } from '~/site/sections/section';
import { sectionId } from '~/site/sections/section-id';
import { type People, peopleOf } from '~/site/sections/section-reads';
import { CachedHtml, useFrozenKey } from '~/site/ui/cached-html';
import { commandFor, SiteDialog } from '~/site/ui/site-dialog';
import { Slider } from '~/site/ui/slider';
import { MemberDetails, PeopleHead, Portrait } from './person';
import { useSiteTexts } from '~/site/language';
import './people.css';

/** Where the preview's link goes: the about-us page's full list (requirements 3 §2). */
const ADVISORY_LIST_HREF = `/about-us#${sectionId('Advisory Board All Members')}`;

/**
 * The advisory board (requirements 3 §2): the first 4 members, a link to the full list on the about-us
 * page, and a popup slider of all members (no autoplay), opened on the member chosen.
 */
export const advisoryBoard = defineSection<People>({
  failure: 'advisoryFailed',
  load: (context) => peopleOf(context, SystemCategories.AdvisoryBoard.name, SectionLimits.all),
  isEmpty: ({ people }) => people.length === 0,
  View({ id, data: { category, people } }) {
    const { sections: SectionTexts } = useSiteTexts();
    const dialogId = `${id}-members`;
    const heading = SectionTexts.advisoryHeading;
    return (
      <section id={id} className="section">
        <div className="container">
          <PeopleHead id={`${id}-title`} title={heading} intro={category?.desc} />
          <ul className="people-grid" aria-labelledby={`${id}-title`}>
            {people.slice(0, SectionLimits.advisoryPreview).map((person, i) => (
              <PersonCard key={person.id} person={person} slide={i} dialogId={dialogId} />
            ))}
          </ul>
          <p className="people-more">
            <a className="button button--outline" href={ADVISORY_LIST_HREF}>
              {SectionTexts.viewAllMembers}
            </a>
          </p>
        </div>
        <SiteDialog id={dialogId} title={heading} className="member-dialog">
          <Slider label={heading}>
            {people.map((person) => (
              <MemberSlide key={person.id} person={person} />
            ))}
          </Slider>
        </SiteDialog>
      </section>
    );
  },
});

/** A member's card in the preview: its HTML kept per member, slide and popup (decision 063). */
function PersonCard({ person, slide, dialogId }: { person: Individual; slide: number; dialogId: string }) {
  const key = useFrozenKey(person, slide, dialogId);
  return (
    <CachedHtml tag="li" cacheKey={key}>
      <button
        type="button"
        className="person-card person-card--button"
        data-slide={slide}
        aria-haspopup="dialog"
        {...commandFor(dialogId, 'show-modal')}
      >
        <Portrait person={person} sizes="(min-width: 1000px) 260px, (min-width: 600px) 45vw, 90vw" />
        <span className="person-card__name">{person.title}</span>
        <span className="person-card__role">{person.subtitle}</span>
      </button>
    </CachedHtml>
  );
}

/** A member's slide in the popup: its HTML kept per member (decision 063). */
function MemberSlide({ person }: { person: Individual }) {
  const key = useFrozenKey(person);
  return (
    <CachedHtml tag="article" className="member-slide" cacheKey={key}>
      <MemberDetails person={person} sizes="(min-width: 760px) 300px, 80vw" bioClassName="member-slide__bio" />
    </CachedHtml>
  );
}
