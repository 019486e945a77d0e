import type { ReactNode } from 'react';
import { Icon } from '~/components/icons';

/**
 * The media-type icons the admin picker offers (spec 1 §9: six, numbered 1 to 6), drawn as
 * line icons on a 24-pixel grid like the rest of the back office.
 */
const glyphs: Record<number, ReactNode> = {
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
};

/** Decorative: whatever shows it names it ('Icon 3'). */
export function CategoryGlyph({ icon, size = 20 }: { icon: number; size?: number }) {
  return (
    <Icon size={size}>
      {glyphs[icon] ?? (
        // Icons 7 to 15 come from the public side's range (decision in DESIGN.md): shown by number.
        <>
          <rect x="3" y="3" width="18" height="18" rx="4" />
          <text x="12" y="16" textAnchor="middle" fontSize="10" fontWeight="700" fill="currentColor" stroke="none">
            {icon}
          </text>
        </>
      )}
    </Icon>
  );
}

export function iconName(icon: number): string {
  return `Icon ${icon}`;
}
