import { type LearnType, LearnTexts } from '@atrium/contract/learn';
import { categoryGlyphs } from '~/lib/category-glyphs';
import { useSiteTexts } from '~/site/language';
import '~/site/ui/ui.css';

/** The drawing for a type whose media-type category has no icon. */
const defaultIcons: Record<LearnType, number> = { article: 1, blog: 7, video: 2, podcast: 8 };

/** The type's name as the tag shows it (requirements 3 §2: 'Blog', 'Article', 'Video', 'Podcast'). */
export function typeLabel(type: LearnType): string {
  return LearnTexts[type].singular;
}

/**
 * The content-type tag of a learn item: its media-type category's icon (1 to 15, requirements 3 §3) and
 * the type's name.
 */
export function TypeTag({ type, icon, className = '' }: { type: LearnType; icon?: number | null; className?: string }) {
  const { frame } = useSiteTexts();
  return (
    <span className={`type-tag type-tag--${type} ${className}`.trim()}>
      <svg
        className="icon"
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {categoryGlyphs[icon ?? defaultIcons[type]] ?? categoryGlyphs[defaultIcons[type]]}
      </svg>
      {frame.typeNames[type]}
    </span>
  );
}
