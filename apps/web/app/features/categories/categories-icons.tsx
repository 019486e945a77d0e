import { Icon } from '~/components/icons';
import { categoryGlyphs } from '~/lib/category-glyphs';

/**
 * The media-type icons the admin picker offers (requirements 1 §9: six, numbered 1 to 6), drawn as
 * line icons on a 24-pixel grid like the rest of the back office; the drawings are shared with
 * the public site's type tags (lib/category-glyphs). Decorative: whatever shows it names it ('Icon 3').
 */
export function CategoryGlyph({ icon, size = 20 }: { icon: number; size?: number }) {
  return (
    <Icon size={size}>
      {categoryGlyphs[icon] ?? (
        // Not a stored icon (the server keeps 1 to 15): shown by number.
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
