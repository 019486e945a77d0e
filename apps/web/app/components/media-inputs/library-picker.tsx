import { mediaList } from '@atrium/contract/endpoints/media';
import { type MediaItem, MediaLibraryTexts as T } from '@atrium/contract/media-library';
import { Button, Loader, Modal, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IconPhoto, IconPlayerPlay, IconSearch } from '~/components/icons';
import { call } from '~/lib/api-client';
import { mediaUrl } from '~/lib/media';
import classes from './media-inputs.module.css';

/** The small picture of a library file: an image's thumbnail, else the glyph of its kind. */
export function MediaThumb({
  item,
  className,
}: {
  item: Pick<MediaItem, 'thumbnail' | 'kind' | 'alt'>;
  className?: string;
}) {
  return item.thumbnail ? (
    <img className={className} src={mediaUrl(item.thumbnail)} alt={item.alt} loading="lazy" />
  ) : (
    <span className={className} data-kind={item.kind} aria-hidden="true">
      {item.kind === 'image' ? <IconPhoto size={28} /> : <IconPlayerPlay size={28} />}
    </span>
  );
}

/**
 * "Choose from library" beside a file field's upload (decision 038): a dialog of the library's
 * files of that kind, searchable by name and alt text; choosing one hands it to the field.
 */
export function LibraryPickerButton({
  kind,
  onPick,
  describedBy,
}: {
  kind: 'image' | 'video';
  onPick: (item: MediaItem) => void;
  describedBy?: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)} aria-describedby={describedBy}>
        {T.chooseFromLibrary}
      </Button>
      {opened ? (
        <LibraryPicker
          kind={kind}
          onClose={() => setOpened(false)}
          onPick={(item) => {
            setOpened(false);
            onPick(item);
          }}
        />
      ) : null}
    </>
  );
}

export function LibraryPicker({
  kind,
  onClose,
  onPick,
}: {
  kind: 'image' | 'video';
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const list = useQuery({
    queryKey: ['media', 'list', { kind, search: searched, limit: 48 }],
    queryFn: async () =>
      (await call(mediaList, { query: { kind, searchedText: searched || undefined, limit: 48 } })).data,
  });
  const items = list.data?.items ?? [];
  return (
    <Modal opened onClose={onClose} title={T.pickerTitle(kind)} size="xl">
      <TextInput
        label={T.search}
        leftSection={<IconSearch size={14} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
        mb="sm"
      />
      {list.isPending ? (
        <Loader size="sm" />
      ) : items.length === 0 ? (
        <Text c="dimmed">{T.empty}</Text>
      ) : (
        <ul className={classes.libraryGrid} aria-label={T.title}>
          {items.map((item) => (
            <li key={item.id}>
              <UnstyledButton
                className={classes.libraryItem}
                onClick={() => onPick(item)}
                aria-label={`${T.pick}: ${item.original_name}`}
              >
                <MediaThumb item={item} className={classes.libraryThumb} />
                <Text size="xs" fw={600} lineClamp={1}>
                  {item.original_name}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {item.decorative ? T.decorative : item.alt || T.altMissing}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
