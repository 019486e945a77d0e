import { heroSlidersEndpoints } from '@atrium/contract/endpoints/resources';
import type { HeroSlider } from '@atrium/contract/hero-sliders';
import { AutoplayMs, DescriptionCuts, SectionLimits } from '@atrium/contract/site-sections';
import { stripMarkup } from '@atrium/contract/text';
import { mediaUrl } from '~/lib/media';
import { siteData } from '~/lib/site-api';
import { inlineHtml } from '~/site/sections/rich-text';
import { defineSection } from '~/site/sections/section';
import { CachedHtml, useFrozenKey } from '~/site/ui/cached-html';
import { playerUrl } from '~/site/learn/learn-media';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import { Slider } from '~/site/ui/slider';
import { truncate } from '~/site/ui/text';
import { VideoFacade } from '~/site/ui/video-facade';
import { fallbackLang, useSiteLanguage, useSiteTexts } from '~/site/language';
import './hero-slider.css';

/**
 * The hero slider (requirements 3 §2): the published slides of the current page by position, the
 * description cut at 190 characters, autoplay every 10 s. An image slide lays its text over the
 * picture; a video slide puts the player beside the text (its controls must stay reachable).
 */
export const heroSlider = defineSection<HeroSlider[]>({
  failure: 'heroFailed',
  load: ({ api, page }) =>
    siteData(
      api(heroSlidersEndpoints.list, {
        query: { selectedPage: page, status: 1, sort_by: 'position', limit: SectionLimits.all },
      }),
    ),
  isEmpty: (slides) => slides.length === 0,
  ownsHeading: (slides) => slides.length > 0,
  View({ id, data: slides, isFirst }) {
    const { sections: SectionTexts } = useSiteTexts();
    return (
      <section id={id} className="hero-fold">
        <Slider label={SectionTexts.heroLabel} autoplayMs={AutoplayMs.hero} className="hero-fold__slider">
          {slides.map((slide, i) => (
            <HeroSlide key={slide.id} slide={slide} isLead={isFirst && i === 0} />
          ))}
        </Slider>
      </section>
    );
  },
});

/**
 * A slide: its HTML kept per slide answer (decision 063). Not the lead slide's: React puts the
 * preload of its eager image in the page's head, which a piece rendered apart cannot.
 */
function HeroSlide({ slide, isLead }: { slide: HeroSlider; isLead: boolean }) {
  const isVideo = slide.heroSlider.type !== 0;
  const key = useFrozenKey(slide);
  return (
    <CachedHtml
      tag="article"
      className={`hero-slide ${isVideo ? 'hero-slide--video' : 'hero-slide--image'}`}
      cacheKey={isLead ? undefined : key}
    >
      <HeroSlideContent slide={slide} isLead={isLead} isVideo={isVideo} />
    </CachedHtml>
  );
}

function HeroSlideContent({ slide, isLead, isVideo }: { slide: HeroSlider; isLead: boolean; isVideo: boolean }) {
  const language = useSiteLanguage();
  const { sections: SectionTexts } = language.texts;
  const Heading = isLead ? 'h1' : 'h2';
  return (
    <>
      {isVideo ? null : (
        <ResponsiveImage
          className="hero-slide__image"
          src={slide.heroSlider.image}
          alt=""
          sizes="100vw"
          priority={isLead}
        />
      )}
      <div className="container hero-slide__inner">
        <div className="hero-slide__text">
          <Heading
            className="hero-slide__title"
            lang={fallbackLang(language, slide, 'title')}
            dangerouslySetInnerHTML={{ __html: inlineHtml(slide.title) }}
          />
          <p className="hero-slide__description" lang={fallbackLang(language, slide, 'briefDescription')}>
            {truncate(stripMarkup(slide.briefDescription), DescriptionCuts.hero)}
          </p>
          {slide.cta_status === 1 && slide.cta_url ? (
            <a className="button button--gold hero-slide__action" href={slide.cta_url}>
              {SectionTexts.heroAction}
              <span className="visually-hidden">: {stripMarkup(slide.title)}</span>
            </a>
          ) : null}
        </div>
        {isVideo ? <HeroVideo slide={slide} /> : null}
      </div>
    </>
  );
}

function HeroVideo({ slide }: { slide: HeroSlider }) {
  const { video } = slide.heroSlider;
  const title = stripMarkup(slide.title);
  if (video.type === 1 && video.file) {
    return (
      <div className="hero-slide__player">
        <video src={mediaUrl(video.file)} controls muted playsInline preload="metadata" aria-label={title} />
      </div>
    );
  }
  const player = playerUrl(video.url);
  if (!player || !video.url) return null;
  return (
    <div className="hero-slide__player">
      <VideoFacade player={player} link={video.url} title={title} sizes="(min-width: 900px) 55vw, 100vw" />
    </div>
  );
}
