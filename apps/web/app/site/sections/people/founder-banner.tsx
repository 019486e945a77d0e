import { SystemCategories } from '@atrium/contract/categories';
import { DescriptionCuts } from '@atrium/contract/site-sections';
import { excerpt, isLonger } from '~/site/sections/rich-text';
import { defineSection } from '~/site/sections/section';
import { type People, peopleOf } from '~/site/sections/section-reads';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { commandFor, SiteDialog } from '~/site/ui/site-dialog';
import { Portrait } from './person';
import { useSiteTexts } from '~/site/language';
import './people.css';

/** The appointment popup's island opens the popup (decision 020); without a script the link leads to the contact page. */
const APPOINTMENT_HREF = '/contact-us';

/**
 * The founder banner (requirements 3 §2, "About Us CEO"): the first published Founder over their
 * background image, the biography cut at 700 characters with the whole of it in a modal, an
 * appointment button, and 'Founder & CEO' when no subtitle is set.
 */
export const founderBanner = defineSection<People>({
  failure: 'founderFailed',
  load: (context) => peopleOf(context, SystemCategories.Founder.name, 1),
  isEmpty: ({ people }) => people.length === 0,
  View({ id, data: { people } }) {
    const { site: SiteTexts, sections: SectionTexts } = useSiteTexts();
    const founder = people[0]!;
    const isCut = isLonger(founder.description, DescriptionCuts.founder);
    const bioId = `${id}-bio`;
    return (
      <section id={id} className="founder" aria-labelledby={`${id}-title`}>
        <ResponsiveImage className="founder__background" src={founder.backgroundImage} alt="" sizes="100vw" />
        <div className="container founder__inner">
          <Portrait person={founder} sizes="(min-width: 900px) 320px, 200px" className="founder__portrait" />
          <div className="founder__text">
            <h2 className="founder__name" id={`${id}-title`}>
              {founder.title}
            </h2>
            <p className="founder__role">{founder.subtitle.trim() || SectionTexts.founderSubtitle}</p>
            <p className="founder__bio">{excerpt(founder.description, DescriptionCuts.founder)}</p>
            <div className="founder__actions">
              {isCut ? (
                <button type="button" className="button button--outline" {...commandFor(bioId, 'show-modal')}>
                  {SectionTexts.fullBio}
                </button>
              ) : null}
              <a className="button button--gold" href={APPOINTMENT_HREF} data-island="appointment-popup">
                {SiteTexts.requestAppointment}
              </a>
            </div>
          </div>
        </div>
        {isCut ? (
          <SiteDialog id={bioId} title={founder.title}>
            <div className="prose" dangerouslySetInnerHTML={{ __html: founder.description }} />
          </SiteDialog>
        ) : null}
      </section>
    );
  },
});
