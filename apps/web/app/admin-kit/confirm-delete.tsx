import { Messages } from '@atrium/contract/messages';
import { List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Names longer than this are cut at a word with '…', so a long title does not fill the dialog. */
const NAME_MAX = 60;
/** A bulk delete names this many of its rows, then says how many more. */
const NAMES_SHOWN = 3;

/** A row's name as a confirmation shows it: one line, cut at a word past NAME_MAX characters. */
export function shortName(name: string, max = NAME_MAX): string {
  const text = name.replace(/\s+/g, ' ').trim();
  if ([...text].length <= max) return text;
  const cut = [...text].slice(0, max).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** "Delete 'Open data in district health'?", or "Delete hero slider?" for a row without a name. */
export function deleteTitle(name: string | undefined, singular: string): string {
  const shown = name ? shortName(name) : '';
  return shown ? Messages.deleteTitle(shown) : `Delete ${singular}?`;
}

/** A confirmation's own words where it is not the spec's delete (Delete forever, decision 032). */
export type ConfirmWords = { message: string; confirm: string; cancel: string };

/**
 * 'Are you sure, you want to delete this?' with No / Yes (requirements 1 §2); No has the focus. The title
 * names what goes; a bulk delete lists the first few names too.
 */
export function confirmDelete(
  title: string,
  onConfirm: () => void,
  names: readonly string[] = [],
  words: ConfirmWords = { message: Messages.deleteConfirm, confirm: 'Yes', cancel: 'No' },
) {
  const shown = names.slice(0, NAMES_SHOWN).map((name) => shortName(name));
  const more = names.length - shown.length;
  modals.openConfirmModal({
    title,
    centered: true,
    closeButtonProps: { 'aria-label': 'Close' },
    children: (
      <Stack gap="xs">
        {shown.length > 0 ? (
          <List size="sm" spacing={2} data-testid="delete-names">
            {shown.map((name, index) => (
              <List.Item key={index}>{name}</List.Item>
            ))}
            {more > 0 ? <List.Item>{`and ${more} more`}</List.Item> : null}
          </List>
        ) : null}
        <Text size="sm">{words.message}</Text>
      </Stack>
    ),
    labels: { confirm: words.confirm, cancel: words.cancel },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
