import type { FieldErrors } from '@atrium/contract/api';
import { AdminTexts } from '@atrium/contract/messages';
import type { SitePage } from '@atrium/contract/enums';
import type { FormPreviewBody } from '@atrium/contract/previews';
import { keywordList, LearnTypeOfPage, PAGE_META_LIMITS, PageTexts, type Page } from '@atrium/contract/pages';
import { CloseButton, Group, Paper, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { LoadingDialog } from '~/admin-kit/loading-dialog';
import { PreviewButton, SharePreviewLinks, ViewOnSiteButton } from '~/admin-kit/preview-actions';
import { ResourceForm } from '~/admin-kit/resource-form';
import { FormScope } from '~/admin-kit/unsaved-changes';
import { useKitForm } from '~/admin-kit/use-kit-form';
import {
  hashtag,
  initialMetaValues,
  metaBody,
  validateMeta,
  withoutKeyword,
  type MetaValues,
} from './pages-meta-values';
import { publicPath } from './pages-paths';
import classes from './pages.module.css';

const L = PageTexts.fieldLabels;

/**
 * The guard's slots of the screen (decision 027): the open default page's meta form and its
 * folds' forms, and the open learn item's meta form; the screen asks about the one it closes.
 */
export const PageSlots = { defaultMeta: 'pages-meta-default', itemMeta: 'pages-meta-item', folds: 'pages-folds' };
export const metaSlotOf = (page: Pick<Page, 'pageType'>) =>
  page.pageType === 'default' ? PageSlots.defaultMeta : PageSlots.itemMeta;

type MetaFormProps = {
  page: Page;
  submitting: boolean;
  serverErrors: FieldErrors;
  /**
   * `opened`: the page as the form was opened, whose version the save is made against (decision
   * 088). The save's promise keeps the form busy until it settles (decisions 102, 107).
   */
  onSubmit: (body: ReturnType<typeof metaBody>, opened: Page) => Promise<unknown>;
  onCancel: () => void;
};

/** The meta form in its guard scope, with a local draft per page (decision 027). */
export function PageMetaForm(props: MetaFormProps) {
  const { page } = props;
  // The list behind the form is read again (another window, a fold's save): the save still names
  // the version the editor started from, so a change made meanwhile is shown, never overwritten.
  const [opened] = useState(page);
  const record = `${page.pageType}-${page.itemId ?? page.id}`;
  return (
    <FormScope value={{ slot: metaSlotOf(page), draft: { screen: 'pages', record, recordSavedAt: page.updated_at } }}>
      <MetaForm {...props} onSubmit={(body) => props.onSubmit(body, opened)} />
    </FormScope>
  );
}

/**
 * A page's meta form (requirements 3 §3, §5): its address (read-only for a default page; a learn item's
 * slug otherwise), title, description, social title and description, and keywords shown as
 * hashtag chips. A default page needs every field; a learn item only its address, its texts
 * falling back to the item's own (decision 086). Each says so from its first edit, all of them
 * again on submit.
 */
function MetaForm({
  page,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: Omit<MetaFormProps, 'onSubmit'> & { onSubmit: (body: ReturnType<typeof metaBody>) => Promise<unknown> }) {
  const form = useKitForm<MetaValues>({
    initial: () => initialMetaValues(page),
    validate: (values) => validateMeta(values, page.pageType),
    serverErrors,
    liveFromFirstEdit: true,
  });
  const isDefault = page.pageType === 'default';
  const address = publicPath(page.pageType, form.values.customUrl.trim() || '…');

  return (
    <ResourceForm
      form={form}
      mode="edit"
      submitLabel={AdminTexts.submit}
      submitting={submitting}
      onValidSubmit={() => onSubmit(metaBody(form.values, page))}
      onCancel={onCancel}
    >
      <PageMetaPreviewBar page={page} values={form.values} />
      <TextInput
        label={L.customUrl}
        {...form.field('customUrl')}
        readOnly={isDefault}
        classNames={isDefault ? { input: classes.fixedInput } : undefined}
        description={
          isDefault
            ? `A default page keeps its address: ${address}`
            : `The item's address on the site: ${address}. Changing it moves the item there; the old address keeps working.`
        }
        autoComplete="off"
        spellCheck={false}
        maxLength={120}
        required
      />
      {isDefault ? null : (
        <Text size="sm" c="dimmed">
          {PageTexts.itemMetaOptional}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={L.metaTitle}
          {...form.field('metaTitle')}
          maxLength={PAGE_META_LIMITS.metaTitle}
          required={isDefault}
        />
        <TextInput
          label={L.metaOGTitle}
          {...form.field('metaOGTitle')}
          maxLength={PAGE_META_LIMITS.metaOGTitle}
          required={isDefault}
        />
        <Textarea
          label={L.metaDescription}
          {...form.field('metaDescription')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={PAGE_META_LIMITS.metaDescription}
          required={isDefault}
        />
        <Textarea
          label={L.metaOGDescription}
          {...form.field('metaOGDescription')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={PAGE_META_LIMITS.metaOGDescription}
          required={isDefault}
        />
      </SimpleGrid>
      <KeywordsField
        {...form.field('metaKeywords')}
        required={isDefault}
        onRemove={(keyword) => form.set('metaKeywords', withoutKeyword(form.values.metaKeywords, keyword))}
      />
      {page.pageType !== 'default' && page.itemId !== null ? (
        <Paper withBorder p="sm" radius="md">
          <SharePreviewLinks target={{ type: LearnTypeOfPage[page.pageType], id: page.itemId }} />
        </Paper>
      ) : null}
    </ResourceForm>
  );
}

/**
 * Preview (the page with this form's meta, saved or not: a default page's sections, or a learn
 * item as saved) and View on site (a default page, or a published learn item) above the form
 * (decision 028).
 */
function PageMetaPreviewBar({ page, values }: { page: Page; values: MetaValues }) {
  const isDefault = page.pageType === 'default';
  const isPublic = isDefault || page.status === 1;
  const meta = {
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    metaOGTitle: values.metaOGTitle,
    metaOGDescription: values.metaOGDescription,
    metaKeywords: values.metaKeywords,
  };
  const preview: FormPreviewBody | null =
    page.pageType === 'default'
      ? { type: 'page', id: page.customUrl as SitePage, values: meta }
      : page.itemId === null
        ? null
        : { type: LearnTypeOfPage[page.pageType], id: page.itemId, values: {}, meta };
  return (
    <Group gap="xs" justify="flex-end">
      {preview ? <PreviewButton body={() => preview} /> : null}
      {isPublic && page.customUrl ? <ViewOnSiteButton href={publicPath(page.pageType, page.customUrl)} /> : null}
    </Group>
  );
}

/** Keywords typed comma-separated, each shown under the field as a hashtag chip that can be removed. */
function KeywordsField({
  value,
  error,
  onChange,
  onRemove,
  required,
}: {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (keyword: string) => void;
  required: boolean;
}) {
  const keywords = keywordList(value);
  return (
    <div>
      <TextInput
        label={L.metaKeywords}
        description={PageTexts.keywordsHint}
        value={value}
        error={error}
        onChange={onChange}
        maxLength={PAGE_META_LIMITS.metaKeywords}
        required={required}
      />
      {keywords.length > 0 ? (
        <ul className={classes.chips} aria-label="Keywords as shown">
          {keywords.map((keyword) => (
            <li key={keyword.toLowerCase()} className={classes.chip}>
              <span>{hashtag(keyword)}</span>
              <CloseButton
                size="sm"
                radius="xl"
                className={classes.chipRemove}
                aria-label={`Remove keyword ${keyword}`}
                onClick={() => onRemove(keyword)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** While a meta form is saved: 'Creating or Updating page...' (requirements 3 §8), not dismissable. */
export function MetaSaving({ opened }: { opened: boolean }) {
  return <LoadingDialog opened={opened} title={PageTexts.submitProgress} message="Saving the page's details." />;
}
