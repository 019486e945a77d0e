import { heroSlidersEndpoints } from '@atrium/contract/endpoints/resources';
import { SitePageLabels } from '@atrium/contract/enums';
import type { HeroSlider } from '@atrium/contract/hero-sliders';
import { HeroSliderTexts } from '@atrium/contract/hero-sliders';
import { stripMarkup } from '@atrium/contract/text';
import { textColumn, titleColumn } from '~/admin-kit/columns';
import { createResourceApi } from '~/admin-kit/resource-api';
import type { ResourceDefinition } from '~/admin-kit/types';
import { HeroSliderForm } from './hero-sliders-form';
import type { HeroSliderBody } from './hero-sliders-values';
import { SliderPreview } from './hero-sliders-preview';
import { sitePagePath } from '@atrium/contract/pages';
import { isLiveAt } from '@atrium/contract/schedule';

export const heroSlidersApi = createResourceApi(heroSlidersEndpoints, { scheduled: true });

/** The Hero Slider screen (requirements 1 §2), as a list-kit definition. */
export const heroSlidersDefinition: ResourceDefinition<HeroSlider, HeroSliderBody> = {
  api: heroSlidersApi,
  texts: HeroSliderTexts,
  title: 'Hero Slider',
  description: 'The large slides at the top of the Home, Initiatives, Learn and About Us pages, in the order shown.',
  rowLabel: (row) => stripMarkup(row.title),
  publicUrl: (row) => (isLiveAt(row, new Date()) ? sitePagePath(row.selectedPage) : null),
  Form: HeroSliderForm,
  columns: [
    {
      header: 'Image/Video',
      width: '80px',
      role: 'preview',
      render: (row) => <SliderPreview slider={row.heroSlider} />,
    },
    textColumn('Page', (row) => SitePageLabels[row.selectedPage] ?? row.selectedPage, '80px'),
    titleColumn({ title: (row) => row.title, subtitle: (row) => row.briefDescription }),
  ],
};
