import { SitePageLabels, SitePages, type SitePage } from '@atrium/contract/enums';
import { PageTexts, type Page } from '@atrium/contract/pages';
import { Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { textColumn, titleColumn } from '~/admin-kit/columns';
import { EmptyState } from '~/admin-kit/empty-state';
import { InlineError } from '~/admin-kit/feedback';
import { FormPanel } from '~/admin-kit/form-panel';
import { HeadRow, ListRowItem, LoadingRows, rowsPanelProps, type RowLayout } from '~/admin-kit/list-rows';
import { defaultStatusLabels, type ResourceColumn } from '~/admin-kit/types';
import { useListFocus } from '~/admin-kit/use-list-focus';
import kit from '~/admin-kit/resource-list.module.css';
import { FoldManager } from './pages-folds';
import { MetaSaving, PageMetaForm } from './pages-meta-form';
import { useMetaSave } from './pages-meta-save';
import { publicPath } from './pages-paths';
import classes from './pages.module.css';

const layout: RowLayout = {
  canReorder: false,
  canSelect: false,
  hasStatus: false,
  canEdit: true,
  canView: false,
  canDelete: false,
};

const labelOf = (page: Page) => SitePageLabels[page.customUrl as SitePage] ?? page.title;

const columns: Array<ResourceColumn<Page>> = [
  titleColumn({ header: 'Page', title: labelOf, subtitle: (page) => publicPath('default', page.customUrl) }),
  textColumn('Meta title', (page) => page.metaTitle || 'Not set', 'minmax(0, 1.4fr)'),
  textColumn(
    PageTexts.foldsHeading,
    (page) => `${page.folds.length} (${page.folds.filter((fold) => fold.status === 0).length} shown)`,
    '140px',
  ),
];

/** The four default pages in the spec's order (home, initiatives, learn, about-us), as the server has them. */
const inOrder = (pages: Page[]) =>
  SitePages.map((slug) => pages.find((page) => page.pageType === 'default' && page.customUrl === slug)).filter(
    (page): page is Page => page !== undefined,
  );

/**
 * The default pages (spec 3 §2): each with Edit, which opens its meta form and its folds under
 * it; one open at a time.
 */
export function DefaultPages({
  query,
  openPage,
  onOpen,
  onClose,
}: {
  query: UseQueryResult<Page[]>;
  openPage: SitePage | null;
  onOpen: (page: SitePage) => void;
  onClose: () => void;
}) {
  const rootRef = useRef<HTMLElement>(null);
  const focus = useListFocus(rootRef, query.isFetching);
  const meta = useMetaSave();
  const pages = inOrder(query.data ?? []);

  function close(page: Page) {
    onClose();
    focus.toRow(page.id);
  }

  async function submit(page: Page, body: Parameters<typeof meta.submit>[1]) {
    if (await meta.submit(page, body)) close(page);
  }

  return (
    <section ref={rootRef} className={kit.card} aria-labelledby="default-pages-heading">
      <div className={classes.cardHeader}>
        <Title order={2} id="default-pages-heading" fz={{ base: 18, sm: 20 }}>
          {PageTexts.defaultPagesHeading}
        </Title>
        <p className={classes.cardDescription}>
          The site&apos;s four main pages: what search engines and social posts show for each, and the sections each is
          made of.
        </p>
      </div>
      <div {...rowsPanelProps(columns, layout)} aria-busy={query.isFetching || undefined}>
        {query.isError && !query.data ? (
          <InlineError message={PageTexts.fetchInline('pages')} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <LoadingRows count={4} />
        ) : pages.length === 0 ? (
          <EmptyState searching={false} onClearSearch={() => undefined} />
        ) : (
          <>
            <HeadRow
              columns={columns}
              layout={layout}
              allSelected={false}
              someSelected={false}
              onToggleAll={() => {}}
            />
            <ul className={kit.rows} aria-label={PageTexts.defaultPagesHeading}>
              {pages.map((page) => {
                const slug = page.customUrl as SitePage;
                const editing = openPage === slug;
                const label = `the ${labelOf(page)} page`;
                return (
                  <ListRowItem
                    key={page.id}
                    row={page}
                    label={label}
                    columns={columns}
                    layout={layout}
                    labels={defaultStatusLabels}
                    drag={{ enabled: false, offReason: '' }}
                    selected={false}
                    editing={editing}
                    statusPending={false}
                    onToggleSelect={() => undefined}
                    onEdit={() => (editing ? close(page) : (meta.feedback.clear(), onOpen(slug)))}
                    onStatus={() => undefined}
                    onDelete={() => undefined}
                    editForm={
                      <FormPanel heading={`Edit ${label}`} level={3}>
                        <PageMetaForm
                          page={page}
                          submitting={meta.submitting}
                          serverErrors={meta.feedback.serverErrors}
                          onSubmit={(body) => void submit(page, body)}
                          onCancel={() => close(page)}
                        />
                        <FoldManager page={page} />
                      </FormPanel>
                    }
                  />
                );
              })}
            </ul>
          </>
        )}
      </div>
      <MetaSaving opened={meta.submitting} />
    </section>
  );
}
