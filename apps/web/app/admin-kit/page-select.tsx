import { SitePageLabels, SitePages, type SitePage } from '@atrium/contract/enums';
import { Select } from '@mantine/core';

const pageOptions = SitePages.map((page) => ({ value: page, label: SitePageLabels[page] }));

/** The page an item is placed on (hero sliders, learn content): the site's fixed list of pages. */
export function PageSelect({
  value,
  onChange,
  error,
}: {
  value: SitePage | '';
  onChange: (page: SitePage | '') => void;
  error?: string;
}) {
  return (
    <Select
      label="Page"
      placeholder="Choose a page"
      data={pageOptions}
      value={value || null}
      onChange={(next) => onChange((next ?? '') as SitePage | '')}
      error={error}
      required
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
