import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IconSearch } from '~/components/icons';
import classes from './resource-list.module.css';

/**
 * The list's search: runs on Enter (or the search button), never on each keystroke (requirements 1 §2).
 * Clearing the box runs an empty search at once.
 */
export function SearchBox({
  label,
  placeholder,
  active,
  onSearch,
}: {
  label: string;
  placeholder: string;
  /** The search that ran; the box starts from it. */
  active: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(active);
  // A search changed from outside the box (the empty list's Clear search) shows in it.
  const [shown, setShown] = useState(active);
  if (active !== shown) {
    setShown(active);
    setText(active);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <form role="search" onSubmit={onSubmit} className={classes.search}>
      <TextInput
        type="search"
        size="sm"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            onSearch('');
          }
        }}
        leftSection={<IconSearch size={16} />}
        rightSectionWidth={text ? 64 : 36}
        rightSection={
          <>
            {text ? (
              <CloseButton
                size="sm"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              />
            ) : null}
            <ActionIcon type="submit" variant="subtle" size="md" aria-label="Search" mr={4}>
              <IconSearch size={16} />
            </ActionIcon>
          </>
        }
        classNames={{ input: classes.searchInput }}
      />
    </form>
  );
}
