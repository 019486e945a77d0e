import { SystemCategories } from '@atrium/contract/categories';
import { AutoplayMs, SectionLimits } from '@atrium/contract/site-sections';
import { defineSection } from '~/site/sections/section';
import { type People, peopleOf } from '~/site/sections/section-reads';
import { altsKey, CachedHtml, frozenKey } from '~/site/ui/cached-html';
import { useMediaAlts } from '~/site/ui/media-alts';
import { Slider } from '~/site/ui/slider';
import { PeopleHead, Portrait } from './person';
import { useSiteTexts } from '~/site/language';
import './people.css';

/** Testimonials (requirements 3 §2): a slider of what people say, every 5 s. */
export const testimonials = defineSection<People>({
  failure: 'testimonialsFailed',
  load: (context) => peopleOf(context, SystemCategories.Testimonials.name, SectionLimits.all),
  isEmpty: ({ people }) => people.length === 0,
  View({ id, data: { category, people } }) {
    const { sections: SectionTexts } = useSiteTexts();
    const heading = SectionTexts.testimonialsHeading;
    // Decision 056: the same on every page that shows it (home, about us, initiatives).
    const alts = useMediaAlts();
    const [peopleKey, categoryKey] = [frozenKey(people), category ? frozenKey(category) : 'none'];
    const key = peopleKey && categoryKey ? `${id}\n${peopleKey}\n${categoryKey}\n${altsKey(alts, people)}` : undefined;
    return (
      <section id={id} className="section section--wash">
        <CachedHtml tag="div" className="container" cacheKey={key}>
          <PeopleHead id={`${id}-title`} title={heading} intro={category?.desc} />
          <Slider label={heading} autoplayMs={AutoplayMs.testimonials} className="testimonials">
            {people.map((person) => (
              <figure key={person.id} className="testimonial">
                <blockquote
                  className="testimonial__quote prose"
                  dangerouslySetInnerHTML={{ __html: person.description }}
                />
                <figcaption className="testimonial__by">
                  <Portrait person={person} sizes="64px" className="portrait--small" />
                  <span>
                    <span className="person-card__name">{person.title}</span>
                    <span className="person-card__role">{person.subtitle}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </Slider>
        </CachedHtml>
      </section>
    );
  },
});
