import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import type { Island } from '~/site-client/island';

/** The slider starts at 768 px (requirements 3 §2); the related column stands beside the text from 1024 px. */
const SLIDER = '(min-width: 768px)';
const VERTICAL = '(min-width: 1024px)';

/**
 * A detail page's related items: a list on phones; a slider with previous and next buttons from
 * 768 px (horizontal), vertical from 1024 px. Items scrolled out of view leave the tab order.
 */
const relatedSlider: Island = (root) => {
  const viewport = root.querySelector<HTMLElement>('.related__viewport');
  if (!viewport) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const slider = matchMedia(SLIDER);
  const showAsSlider = () => root.classList.toggle('is-slider', slider.matches);
  showAsSlider();
  slider.addEventListener('change', showAsSlider);

  const embla = EmblaCarousel(viewport, {
    // Right to left (decision 090): the strip runs the reading way.
    direction: getComputedStyle(root).direction === 'rtl' ? 'rtl' : 'ltr',
    active: false,
    align: 'start',
    containScroll: 'trimSnaps',
    duration: 24,
    // Half a slide showing counts as shown: a slide just touching the edge is not.
    inViewThreshold: 0.5,
    breakpoints: { [SLIDER]: { active: true }, [VERTICAL]: { axis: 'y' } },
  });
  const prev = root.querySelector<HTMLButtonElement>('[data-related="prev"]');
  const next = root.querySelector<HTMLButtonElement>('[data-related="next"]');
  prev?.addEventListener('click', () => embla.scrollPrev(reduced));
  next?.addEventListener('click', () => embla.scrollNext(reduced));

  function update(api: EmblaCarouselType) {
    if (prev) prev.disabled = !api.canScrollPrev();
    if (next) next.disabled = !api.canScrollNext();
    root.classList.toggle('is-still', !api.canScrollPrev() && !api.canScrollNext());
    // Only slides the observer reported out of view: before its first report, none (slider.ts).
    const hidden = new Set(api.slidesNotInView());
    const active = slider.matches;
    api.slideNodes().forEach((slide, i) => {
      slide.inert = active && hidden.has(i);
    });
  }
  update(embla);
  embla.on('select', update);
  embla.on('slidesInView', update);
  embla.on('reInit', update);
};

export default relatedSlider;
