import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import type { Island } from '~/site-client/island';
import { startAutoplay } from '~/site-client/slider-autoplay';

/**
 * The slider island (site/ui/slider.tsx): an Embla carousel over the server's strip of slides.
 * Previous and next buttons (disabled at the ends unless it loops), one dot per stop, the arrow
 * keys anywhere in it, slides out of view made inert (Tab stays on what is shown), and the
 * autoplay of data-autoplay (slider-autoplay.ts). `slider:go` with a slide index moves to it
 * at once (the advisory board's popup opens on the member chosen).
 */
const slider: Island = (root) => {
  const viewport = root.querySelector<HTMLElement>('.slider__viewport');
  if (!viewport) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The strip may have been scrolled before the script came; Embla starts from the first slide.
  viewport.scrollLeft = 0;
  root.classList.add('is-ready');
  // Right to left (decision 090): the strip runs the reading way, and so do the arrow keys.
  const isRtl = getComputedStyle(root).direction === 'rtl';
  const embla = EmblaCarousel(viewport, {
    direction: isRtl ? 'rtl' : 'ltr',
    loop: root.dataset.loop === 'true',
    align: 'start',
    containScroll: 'trimSnaps',
    inViewThreshold: 0.5,
    duration: 28,
    watchFocus: false,
  });

  const control = (name: string) => root.querySelector<HTMLButtonElement>(`[data-slider="${name}"]`);
  const prev = control('prev');
  const next = control('next');
  const dots = root.querySelector<HTMLElement>('[data-slider="dots"]');

  prev?.addEventListener('click', () => embla.scrollPrev(reduced));
  next?.addEventListener('click', () => embla.scrollNext(reduced));

  root.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, video, audio, [contenteditable]')) return;
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const back = isRtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === back) embla.scrollPrev(reduced);
    else if (event.key === forward) embla.scrollNext(reduced);
    else return;
    event.preventDefault();
  });

  root.addEventListener('slider:go', (event) => {
    const index = Number((event as CustomEvent<number>).detail);
    // Measured afresh: a slider in a dialog that has just opened may not have had its size yet.
    if (!Number.isInteger(index)) return;
    embla.reInit();
    embla.scrollTo(index, true);
  });

  function drawDots(api: EmblaCarouselType) {
    if (!dots) return;
    const stops = api.scrollSnapList();
    dots.replaceChildren(
      ...stops.map((_, i) => {
        const dot = document.createElement('button');
        dot.type = 'button';
        dot.className = 'slider__dot';
        const label = dots.dataset.dotLabel ?? 'Slide {n} of {count}';
        dot.setAttribute('aria-label', label.replace('{n}', String(i + 1)).replace('{count}', String(stops.length)));
        dot.addEventListener('click', () => api.scrollTo(i, reduced));
        return dot;
      }),
    );
    dots.hidden = stops.length < 2;
  }

  function update(api: EmblaCarouselType) {
    const selected = api.selectedScrollSnap();
    dots?.querySelectorAll('button').forEach((dot, i) => {
      if (i === selected) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    if (prev) prev.disabled = !api.canScrollPrev();
    if (next) next.disabled = !api.canScrollNext();
  }

  /**
   * Inert: the slides the observer has reported out of view. Not "every slide not reported in
   * view": until its first report (a frame or more on a busy machine) that is every slide, and
   * the hero's first one holds the page's h1 (decision 061).
   */
  function markInView(api: EmblaCarouselType) {
    const hidden = new Set(api.slidesNotInView());
    api.slideNodes().forEach((slide, i) => {
      slide.inert = hidden.has(i);
    });
  }

  // Focus that lands in a slide out of view brings that slide's stop into view at once, so its
  // ring is never cut off by the viewport. Embla's own focus watch (off above) does this only
  // within 10 ms of a Tab key press, which a busy phone or machine misses; and a slide out of
  // view is inert only after the observer's first report.
  const showFocused = (target: Node) => {
    const slide = embla.slideNodes().findIndex((node) => node.contains(target));
    if (slide < 0 || embla.slidesInView().includes(slide)) return;
    const stop = embla.internalEngine().slideRegistry.findIndex((group) => group.includes(slide));
    if (stop < 0) return;
    // The browser has already scrolled the viewport to show the focused element; Embla moves the strip instead.
    viewport.scrollLeft = 0;
    embla.scrollTo(stop, true);
  };
  root.addEventListener('focusin', (event) => showFocused(event.target as Node));
  // Focus that came before the script (the strip scrolled to it natively, then set back to the
  // first slide above) is shown as well: no focusin will say so.
  if (document.activeElement && root.contains(document.activeElement)) showFocused(document.activeElement);

  drawDots(embla);
  update(embla);
  markInView(embla);
  embla.on('select', update);
  embla.on('slidesInView', markInView);
  embla.on('reInit', (api) => {
    drawDots(api);
    update(api);
    markInView(api);
  });

  // A dialog opened on a slide before this script came (dialog.ts) asked for it here.
  const asked = Number(root.dataset.goTo);
  if (root.dataset.goTo !== undefined && Number.isInteger(asked)) embla.scrollTo(asked, true);

  const interval = Number(root.dataset.autoplay);
  if (interval > 0) startAutoplay(root, embla, { interval, reduced, toggle: control('toggle') });
};

export default slider;
