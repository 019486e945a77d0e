import type { ReactNode } from 'react';

/**
 * The media-type icons (requirements 3 §3, §9: a category's icon, 1 to 15), as line drawings on a
 * 24-pixel grid: the back office's picker offers 1 to 6, the public site's type tags draw all 15.
 */
export const categoryGlyphs: Record<number, ReactNode> = {
  // A document.
  1: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6M9 9h2" />
    </>
  ),
  // Play.
  2: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5v7l6-3.5z" />
    </>
  ),
  // Headphones.
  3: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="5" height="7" rx="2" />
      <rect x="16" y="14" width="5" height="7" rx="2" />
    </>
  ),
  // A presentation board.
  4: (
    <>
      <path d="M3 4h18M5 4v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4M12 15v3M8 21l4-3 4 3" />
      <path d="m8 11 3-3 2 2 3-3" />
    </>
  ),
  // An open book.
  5: <path d="M12 7v13M12 7c-2-2-5-2.5-9-2v13c4-.5 7 0 9 2 2-2 5-2.5 9-2V5c-4-.5-7 0-9 2z" />,
  // A light bulb.
  6: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.1v.1h5v-.1c0-.8.4-1.6 1.1-2.1A6 6 0 0 0 12 3z" />
    </>
  ),
  // A pen.
  7: <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />,
  // A microphone.
  8: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </>
  ),
  // A film strip.
  9: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 4v16M17 4v16M3 8h4M3 12h4M3 16h4M17 8h4M17 12h4M17 16h4" />
    </>
  ),
  // A globe.
  10: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  // A speech bubble.
  11: <path d="M4 5h16v11H9l-5 4z" />,
  // A graduation cap.
  12: (
    <>
      <path d="m2 9 10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2 9 2 12 0v-5M22 9v6" />
    </>
  ),
  // A bar chart.
  13: <path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />,
  // A heart.
  14: <path d="M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z" />,
  // A leaf.
  15: <path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l7-7" />,
};
