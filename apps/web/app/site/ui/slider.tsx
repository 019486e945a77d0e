import { Children, type ReactNode } from 'react';
import { CachedHtml } from '~/site/ui/cached-html';
import { ChevronIcon } from '~/site/ui/icons';
import { useSiteTexts } from '~/site/language';
import './slider.css';

/**
 * A carousel as the server renders it (requirements 3 §2 sliders). Without a script it is a strip of
 * slides that scrolls sideways with snap points: the first slide shows, the others are a swipe or
 * a Tab away. The slider island (site-client/islands/slider.ts) turns it into an Embla carousel
 * with previous and next buttons, dots, arrow keys, and an autoplay that pauses on hover and
 * focus, has a pause button, and never starts for people who prefer reduced motion.
 */
export function Slider({
  label,
  autoplayMs,
  loop = false,
  className = '',
  children,
}: {
  /** The carousel's name, read out with it ('Highlights', 'Testimonials'). */
  label: string;
  /** Autoplay interval; none for a slider that moves only when asked. */
  autoplayMs?: number;
  loop?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { sections: SectionTexts } = useSiteTexts();
  const slides = Children.toArray(children);
  const moving = slides.length > 1;
  return (
    <div
      className={`slider ${className}`.trim()}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-island={moving ? 'slider' : undefined}
      data-autoplay={moving && autoplayMs ? autoplayMs : undefined}
      data-loop={loop ? 'true' : undefined}
    >
      {/* Focusable so that the strip scrolls by keyboard without a script, and takes arrow keys with one. */}
      <div className="slider__viewport" tabIndex={moving ? 0 : undefined}>
        <div className="slider__track">
          {slides.map((slide, i) => (
            <div
              className="slider__slide"
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={SectionTexts.slider.goTo(i + 1, slides.length)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {moving ? (
        <CachedHtml tag="div" className="slider__controls" cacheKey={`slider-controls\n${autoplayMs ?? ''}`}>
          <SliderControls autoplayMs={autoplayMs} />
        </CachedHtml>
      ) : null}
    </div>
  );
}

/** The buttons the slider island wires: the same on every slider with the same autoplay (decision 063). */
function SliderControls({ autoplayMs }: { autoplayMs?: number }) {
  const { sections: SectionTexts } = useSiteTexts();
  return (
    <>
      <button type="button" className="slider__button" data-slider="prev" aria-label={SectionTexts.slider.previous}>
        <ChevronIcon direction="left" />
      </button>
      <div className="slider__dots" data-slider="dots" data-dot-label={SectionTexts.slider.slideLabel} />
      <button type="button" className="slider__button" data-slider="next" aria-label={SectionTexts.slider.next}>
        <ChevronIcon direction="right" />
      </button>
      {autoplayMs ? (
        <button
          type="button"
          className="slider__button slider__toggle"
          data-slider="toggle"
          aria-label={SectionTexts.slider.pause}
          data-pause-label={SectionTexts.slider.pause}
          data-play-label={SectionTexts.slider.play}
        >
          <svg className="slider__pause" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
            <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
          </svg>
          <svg className="slider__play" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 2.5v11a.8.8 0 0 0 1.2.7l9-5.5a.8.8 0 0 0 0-1.4l-9-5.5A.8.8 0 0 0 4 2.5" fill="currentColor" />
          </svg>
        </button>
      ) : null}
    </>
  );
}
