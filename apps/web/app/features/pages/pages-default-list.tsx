import { SitePageLabels, SitePages, type SitePage } from '@atrium/contract/enums';
import { PageTexts, type Page, type PageMetaBody } from '@atrium/contract/pages';
import { Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { textColumn, titleColumn } from '~/admin-kit/columns';
import { EditableRows } from '~/admin-kit/editable-rows';
import { FormPanel } from '~/admin-kit/form-panel';
import { useSiteLocales } from '~/admin-kit/use-site-locales';
import type { ResourceColumn } from '~/admin-kit/types';
import { useListFocus } from '~/admin-kit/use-list-focus';
import kit from '~/admin-kit/resource-list.module.css';
import { FoldManager } from './pages-folds';
import { MetaSaving, PageMetaForm, PageSlots } from './pages-meta-form';
import { useMetaSave } from './pages-meta-save';
import { publicPath } from './pages-paths';
import { PageFormActions, PageTranslation } from './pages-translation';
import classes from './pages.module.css';

const labelOf = (page: Page) => SitePageLabels[page.customUrl as SitePage] ?? page.title;

const columns: Array<ResourceColumn<Page>> = [
  titleColumn({
    header: 'Page',
    title: labelOf,
    subtitle: (page) => publicPath('default', page.customUrl),
    // Decision 084: the row's title takes at least 40% of it on a laptop.
    width: 'minmax(0, 1.4fr)',
  }),
  textColumn('Meta title', (page) => page.metaTitle || 'Not set', 'minmax(0, 1fr)'),
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
 * The default pages (requirements 3 §2): each with Edit, which opens its meta form and its folds under
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
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  /** Raised by each restore of a revision: the forms start afresh from the restored page. */
  const [restores, setRestores] = useState(0);
  const focus = useListFocus(rootRef, query.isFetching);
  const meta = useMetaSave();
  const pages = inOrder(query.data ?? []);
  // Decision 096: the open page's meta texts in another language ('' : the page's own form).
  const languages = useSiteLocales();
  const [editLanguage, setEditLanguage] = useState('');
  const translating = languages.find(editLanguage);

  function close(page: Page) {
    onClose();
    focus.toRow(page.id);
  }

  async function submit(page: Page, body: PageMetaBody, opened: Page) {
    if (await meta.submit(page, body, opened)) close(page);
  }

  return (
    <section ref={rootRef} className={kit.card} aria-labelledby={headingId}>
      <div className={classes.cardHeader}>
        <Title order={2} id={headingId} fz={{ base: 18, sm: 20 }}>
          {PageTexts.defaultPagesHeading}
        </Title>
        <p className={classes.cardDescription}>
          The site&apos;s four main pages: what search engines and social posts show for each, and the sections each is
          made of.
        </p>
      </div>
      <EditableRows
        query={query}
        rows={pages}
        columns={columns}
        listLabel={PageTexts.defaultPagesHeading}
        failedText={PageTexts.fetchInline('pages')}
        rowLabel={(page) => `the ${labelOf(page)} page`}
        editingId={pages.find((page) => page.customUrl === openPage)?.id ?? null}
        onEdit={(page, editing) => {
          if (editing) return close(page);
          meta.feedback.clear();
          // A page opens in the default language, whose form holds everything.
          setEditLanguage('');
          onOpen(page.customUrl as SitePage);
        }}
        editForm={(page) => (
          <FormPanel
            heading={`Edit the ${labelOf(page)} page`}
            level={3}
            actions={
              <PageFormActions
                page={page}
                languages={languages}
                translating={translating}
                slots={[PageSlots.defaultMeta, PageSlots.folds]}
                onLanguage={(code) => {
                  meta.feedback.clear();
                  setEditLanguage(code);
                }}
                onRestored={() => setRestores((n) => n + 1)}
              />
            }
          >
            {translating ? (
              <PageTranslation
                key={`${restores}-${translating.code}`}
                page={page}
                language={translating}
                defaultLanguage={languages.defaultLanguage}
                onSaved={() => close(page)}
                onCancel={() => close(page)}
              />
            ) : (
              <>
                <PageMetaForm
                  key={restores}
                  page={page}
                  submitting={meta.submitting}
                  serverErrors={meta.feedback.serverErrors}
                  onSubmit={(body, opened) => submit(page, body, opened)}
                  onCancel={() => close(page)}
                />
                <FoldManager key={restores} page={page} />
              </>
            )}
          </FormPanel>
        )}
      />
      <MetaSaving opened={meta.submitting} />
    </section>
  );
}
