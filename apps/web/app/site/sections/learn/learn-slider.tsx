import type { LearnFeedItem } from '@atrium/contract/learn';
import { AutoplayMs, DescriptionCuts, SectionLimits } from '@atrium/contract/site-sections';
import { defineSection } from '~/site/sections/section';
import { Slider } from '~/site/ui/slider';
import { LearnCard } from './learn-card';
import { readFeed } from './learn-reads';
import { useSiteTexts } from '~/site/language';
import './learn.css';

/**
 * The learn slider (requirements 3 §2): the 5 newest published items (docs/architecture.md), autoplay every 10 s,
 * pausing on hover, with dots and arrows, not looping.
 */
export const learnSlider = defineSection<LearnFeedItem[]>({
  failure: 'learnFailed',
  load: (context) => readFeed(context, { sort_by: '-created_at', limit: SectionLimits.learnSlider }),
  isEmpty: (items) => items.length === 0,
  View({ id, data: items }) {
    const { sections: SectionTexts } = useSiteTexts();
    return (
      <section id={id} className="section">
        <div className="container">
          <header className="fold__head">
            <h2 className="fold__title">{SectionTexts.learnSliderHeading}</h2>
          </header>
          <Slider label={SectionTexts.learnSliderHeading} autoplayMs={AutoplayMs.learnSlider} className="learn-slider">
            {items.map((item) => (
              <LearnCard
                key={`${item.content_type}-${item.data.id}`}
                item={item}
                cut={DescriptionCuts.learnSlider}
                sizes="(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw"
              />
            ))}
          </Slider>
        </div>
      </section>
    );
  },
});
