import { mediaList, mediaRemove, mediaReplace, mediaUpdate, mediaUpload } from '@atrium/contract/endpoints/media';
import { MEDIA_KINDS, type MediaItem, MediaLibraryTexts as T } from '@atrium/contract/media-library';
import {
  Anchor,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  NativeSelect,
  Progress,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { confirmDelete } from '~/admin-kit/confirm-delete';
import { useQueryErrorToast } from '~/admin-kit/feedback';
import { ListHeader } from '~/admin-kit/list-header';
import { languagesColumn, MissingFilter } from '~/admin-kit/translation-status';
import { useSiteLocales } from '~/admin-kit/use-site-locales';
import { ListFooter } from '~/admin-kit/pager';
import kit from '~/admin-kit/resource-list.module.css';
import { SearchBox } from '~/admin-kit/search-box';
import { IconUpload } from '~/components/icons';
import {
  acceptList,
  AUDIO_FILE_TYPES,
  formatBytes,
  IMAGE_FILE_TYPES,
  VIDEO_FILE_TYPES,
} from '~/components/media-inputs/file-types';

import { AltLanguageSelect, TranslatedAlt, useAltLanguages } from '~/components/media-inputs/alt-languages';
import { MediaThumb } from '~/components/media-inputs/library-picker';
import inputs from '~/components/media-inputs/media-inputs.module.css';
import { call, errorMessage } from '~/lib/api-client';
import { mediaUrl } from '~/lib/media';
import { useBusyFromClick } from '~/lib/use-busy-from-click';
import { toastError, toastSuccess } from '~/lib/toast';
import classes from './media.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** What a file of each kind may be replaced with. */
const filesOfKind = { image: IMAGE_FILE_TYPES, video: VIDEO_FILE_TYPES, audio: AUDIO_FILE_TYPES };

type Upload = { key: number; name: string; percent: number; error?: string };

/** '1:05' from seconds. */
function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The facts line of a file: type, size, dimensions or duration, upload date. */
function facts(item: MediaItem): string {
  return [
    item.content_type,
    formatBytes(item.bytes),
    item.width && item.height ? `${item.width} × ${item.height}` : null,
    item.duration ? clock(item.duration) : null,
    dateFormat.format(new Date(item.uploaded_at)),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Decision 038: every stored file with its facts and where it is used; drop several files to
 * upload them in a row with progress; search, filter by type, alt text, replace (every use
 * follows), delete (only while unused).
 */
export default function MediaScreen() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const [missing, setMissing] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const uploadKey = useRef(0);
  const languages = useSiteLocales();
  // Each image's alt text per language (decision 100), as a list shows a record's texts (092).
  const altStatus = languages.others.length ? languagesColumn<MediaItem>(languages.all) : undefined;

  const query = {
    searchedText: search || undefined,
    kind: (kind || undefined) as (typeof MEDIA_KINDS)[number] | undefined,
    // Only while the site has another language: the filter goes with it.
    missing: (altStatus && missing) || undefined,
    limit: pageSize,
    skip: (page - 1) * pageSize,
  };
  const list = useQuery({
    queryKey: ['media', 'list', query],
    queryFn: async () => (await call(mediaList, { query })).data,
    placeholderData: keepPreviousData,
  });
  useQueryErrorToast(list, T.listFailed);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['media'] });

  /** The dropped files, one after another, each with its progress. */
  async function uploadAll(files: File[]) {
    const queued = files.map((file) => ({ key: ++uploadKey.current, name: file.name, percent: 0 }));
    setUploads((current) => [...current.filter((u) => u.error), ...queued]);
    let done = 0;
    for (const [i, file] of files.entries()) {
      const { key } = queued[i]!;
      const set = (change: Partial<Upload>) =>
        setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
      try {
        await call(
          mediaUpload,
          { body: { file } },
          {
            onUploadProgress: ({ loaded, total }) => set({ percent: total ? Math.round((loaded / total) * 100) : 0 }),
          },
        );
        done += 1;
        setUploads((current) => current.filter((u) => u.key !== key));
        void refresh();
      } catch (error) {
        set({ error: errorMessage(error, T.listFailed), percent: 100 });
      }
    }
    if (done) toastSuccess(T.uploaded(done));
  }

  const replace = useMutation({
    mutationFn: ({ item, file }: { item: MediaItem; file: File }) =>
      call(mediaReplace, { params: { id: item.id }, body: { file } }),
    onSuccess: () => {
      toastSuccess(T.replaced);
      void refresh();
    },
    onError: (error) => toastError(errorMessage(error, T.listFailed)),
  });
  const remove = useMutation({
    mutationFn: (item: MediaItem) => call(mediaRemove, { params: { id: item.id } }),
    onSuccess: () => {
      toastSuccess(T.deleted);
      void refresh();
    },
    onError: (error) => toastError(errorMessage(error, T.listFailed)),
  });

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className={kit.page}>
      <ListHeader title={T.title} description={T.intro} />

      <section className={kit.card} aria-label={T.title}>
        <Dropzone
          unstyled
          classNames={{ root: `${inputs.drop} ${classes.drop}` }}
          multiple
          accept={{ ...IMAGE_FILE_TYPES, ...VIDEO_FILE_TYPES, ...AUDIO_FILE_TYPES }}
          onDrop={(files) => void uploadAll(files)}
          onReject={(rejections) => void uploadAll(rejections.map((r) => r.file))}
          activateOnClick={false}
          inputProps={{ 'aria-hidden': true }}
        >
          <div className={classes.dropBody}>
            <IconUpload size={28} />
            <Text fw={600}>{T.drop}</Text>
            <Text size="xs" c="dimmed">
              {T.dropHint}
            </Text>
            <FileButton
              multiple
              accept={acceptList(IMAGE_FILE_TYPES, VIDEO_FILE_TYPES, AUDIO_FILE_TYPES)}
              onChange={(files) => void uploadAll(files)}
            >
              {(props) => (
                <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />}>
                  {T.choose}
                </Button>
              )}
            </FileButton>
          </div>
        </Dropzone>
        {uploads.length ? (
          <ul className={classes.uploads} aria-label="Uploads">
            {uploads.map((u) => (
              <li key={u.key}>
                <Text size="sm">{T.uploading(u.name)}</Text>
                {u.error ? (
                  <Text size="sm" c="red" role="alert">
                    {u.error}
                  </Text>
                ) : (
                  <Progress value={u.percent} aria-label={T.uploading(u.name)} size="sm" />
                )}
              </li>
            ))}
          </ul>
        ) : null}

        <div className={classes.filters} role="search">
          <SearchBox
            label={T.search}
            placeholder={T.search}
            active={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
          <NativeSelect
            aria-label={T.kind}
            value={kind}
            onChange={(event) => {
              setKind(event.currentTarget.value);
              setPage(1);
            }}
            data={[{ value: '', label: T.anyKind }, ...MEDIA_KINDS.map((k) => ({ value: k, label: T.kinds[k] ?? k }))]}
          />
          {altStatus ? (
            <MissingFilter
              languages={languages.others}
              value={missing}
              onChange={(code) => {
                setMissing(code);
                setPage(1);
              }}
            />
          ) : null}
        </div>

        {items.length === 0 && !list.isPending ? (
          <p className={classes.empty}>{search || kind || missing ? T.empty : T.emptyLibrary}</p>
        ) : (
          <ul className={classes.grid} aria-busy={list.isFetching || undefined} aria-label={T.title}>
            {items.map((item) => (
              <li key={item.id} className={classes.item} aria-label={item.original_name}>
                <a href={mediaUrl(item.path)} target="_blank" rel="noreferrer" className={classes.thumbLink}>
                  <MediaThumb item={item} className={classes.thumb} />
                </a>
                <div className={classes.body}>
                  <Text fw={600} size="sm" lineClamp={1} title={item.original_name}>
                    {item.original_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {facts(item)}
                  </Text>
                  {item.kind === 'image' ? (
                    <Text size="xs" c={item.alt || item.decorative ? undefined : 'orange.8'}>
                      {T.alt}: {item.decorative ? T.decorative : item.alt || T.altMissing}
                    </Text>
                  ) : null}
                  {altStatus && item.kind === 'image' && !item.decorative && item.alt ? altStatus.render(item) : null}
                  <Uses item={item} />
                  <Group gap={6} mt={4}>
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => setEditing(item)}
                      aria-label={`${T.edit} ${item.original_name}`}
                    >
                      {T.edit}
                    </Button>
                    <FileButton
                      accept={acceptList(filesOfKind[item.kind as keyof typeof filesOfKind] ?? {})}
                      onChange={(file) => file && replace.mutate({ item, file })}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          size="compact-xs"
                          variant="default"
                          aria-label={`${T.replace} ${item.original_name}`}
                        >
                          {T.replace}
                        </Button>
                      )}
                    </FileButton>
                    <Tooltip label={T.deleteDisabled} disabled={item.uses.length === 0} multiline w={240}>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        data-disabled={item.uses.length > 0 || undefined}
                        aria-disabled={item.uses.length > 0 || undefined}
                        aria-label={`${T.delete} ${item.original_name}`}
                        onClick={(event) => {
                          if (item.uses.length > 0) {
                            event.preventDefault();
                            return;
                          }
                          confirmDelete(T.deleteTitle, () => remove.mutate(item), [item.original_name]);
                        }}
                      >
                        {T.delete}
                      </Button>
                    </Tooltip>
                  </Group>
                  {item.uses.length > 0 ? (
                    <Text size="xs" c="dimmed">
                      {T.deleteDisabled}
                    </Text>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <ListFooter
          page={page}
          pageSize={pageSize}
          total={total}
          rowsOnPage={items.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          idPrefix="media"
        />
      </section>
      {editing ? <AltDialog item={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} /> : null}
    </div>
  );
}

/** Where a file is used: each record with its screen, how it holds the file. */
function Uses({ item }: { item: MediaItem }) {
  if (item.uses.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {T.unused}
      </Text>
    );
  return (
    <div>
      <Text size="xs" fw={600}>
        {T.usesCount(item.uses.length)}
      </Text>
      <ul className={classes.uses}>
        {item.uses.map((use) => (
          <li key={`${use.resource}-${use.record_id}-${use.where}`}>
            <Anchor component={Link} to={use.admin_path} size="xs">
              {use.label}: {use.title}
            </Anchor>
            {use.where === 'text' ? ` (${T.inText})` : use.where === 'revision' ? ` (${T.inRevision})` : ''}
            {use.in_trash ? ` (${T.inTrash})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A file's alt text and decorative flag; on a site of several languages, with the language it is
 * written in (decision 100): another language's alt beside the default language's, saved apart.
 */
function AltDialog({ item, onClose, onSaved }: { item: MediaItem; onClose: () => void; onSaved: () => void }) {
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const languages = useAltLanguages();
  const [code, setCode] = useState(languages?.defaultLanguage.code ?? '');
  const translating = languages?.all.find((one) => one.code === code && one.code !== languages.defaultLanguage.code);
  const save = useMutation({
    mutationFn: () => call(mediaUpdate, { params: { id: item.id }, body: { alt: alt.trim(), decorative } }),
    onSuccess: () => {
      toastSuccess(T.saved);
      onSaved();
      onClose();
    },
    onError: (error) => toastError(errorMessage(error, T.listFailed)),
  });
  // Busy from the click (decision 107): the pending state comes a task later, after a second click.
  const { busy, hold } = useBusyFromClick(save.isPending);
  return (
    <Modal opened onClose={onClose} title={`${T.edit}: ${item.original_name}`} size={languages ? 'lg' : undefined}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!translating && !busy) hold(save.mutateAsync());
        }}
      >
        <MediaThumb item={item} className={classes.dialogThumb} />
        {item.kind === 'image' ? (
          <div className={classes.dialogLanguage}>
            <AltLanguageSelect value={code} onChange={setCode} />
          </div>
        ) : null}
        {translating ? (
          <TranslatedAlt key={translating.code} file={item} language={translating} onSaved={onSaved} />
        ) : (
          <>
            <TextInput
              label={T.alt}
              description={T.altDescription}
              maxLength={500}
              value={decorative ? '' : alt}
              disabled={decorative}
              onChange={(event) => setAlt(event.currentTarget.value)}
              data-autofocus
              mt="sm"
            />
            <Checkbox
              mt="sm"
              label={T.decorative}
              description={T.decorativeDescription}
              checked={decorative}
              onChange={(event) => setDecorative(event.currentTarget.checked)}
            />
          </>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {translating ? T.close : 'Cancel'}
          </Button>
          {translating ? null : (
            <Button type="submit" loading={busy}>
              {T.save}
            </Button>
          )}
        </Group>
      </form>
    </Modal>
  );
}
