import type { Island } from '~/site-client/island';

/**
 * A video's facade (decision 080): the server's link to the video's page becomes a button that,
 * pressed, frames the host's player in place of the poster, playing (the press is the gesture
 * browsers ask of autoplay), and gives it the focus so the keyboard carries on in the player.
 * Until then nothing is asked of the host.
 */
const player: Island = (element) => {
  const link = element.querySelector<HTMLAnchorElement>('[data-player-start]');
  const address = element.dataset.player;
  if (!link || !address) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.append(...link.childNodes);
  link.replaceWith(button);
  button.addEventListener(
    'click',
    () => {
      const src = new URL(address);
      src.searchParams.set('autoplay', '1');
      const frame = document.createElement('iframe');
      frame.className = 'video-player';
      frame.src = src.href;
      frame.title = element.dataset.title ?? '';
      frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      element.replaceChildren(frame);
      frame.focus();
    },
    { once: true },
  );
};

export default player;
