import type { ReactNode } from 'react';
import { ResponsiveImage } from '~/site/ui/responsive-image';
import '~/site/ui/page-banner.css';

type Props = {
  eyebrow?: string;
  title: string;
  /** A subtitle shown under the title, larger than the description. */
  subtitle?: string;
  description?: string;
  /** A stored image beside the text (wide screens) or under it (phones). */
  image?: string | null;
  imageAlt?: string;
  /** The language of a text shown in the default language for want of a translation (decision 090). */
  langs?: { title?: string; subtitle?: string; description?: string };
  children?: ReactNode;
};

/**
 * The heading band of a page that is not built from folds (FAQs, contact, legal, mailing list):
 * navy, with the page's own image when it has one.
 */
export function PageBanner({
  eyebrow,
  title,
  subtitle,
  description,
  image,
  imageAlt = '',
  langs = {},
  children,
}: Props) {
  const hasImage = image !== undefined;
  return (
    <section className={`page-banner${hasImage ? ' page-banner--image' : ''}`}>
      <div className="container page-banner__inner">
        <div className="page-banner__text">
          {eyebrow && <p className="eyebrow eyebrow--on-dark">{eyebrow}</p>}
          <h1 lang={langs.title}>{title}</h1>
          {subtitle && (
            <p className="page-banner__subtitle" lang={langs.subtitle}>
              {subtitle}
            </p>
          )}
          {description && (
            <p className="page-banner__description" lang={langs.description}>
              {description}
            </p>
          )}
          {children && <div className="page-banner__actions">{children}</div>}
        </div>
        {hasImage && (
          <div className="page-banner__media">
            <ResponsiveImage src={image} alt={imageAlt} ratio="4/3" sizes="(min-width: 960px) 520px, 100vw" priority />
          </div>
        )}
      </div>
    </section>
  );
}
