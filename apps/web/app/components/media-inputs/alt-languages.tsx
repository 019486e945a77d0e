import { mediaList, mediaUpdate } from '@atrium/contract/endpoints/media';
import { TranslationTexts as TT } from '@atrium/contract/locales';
import { MediaLibraryTexts as T } from '@atrium/contract/media-library';
import { Button, Group, Loader, NativeSelect, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import { call, errorMessage } from '~/lib/api-client';
import { useBusyFromClick } from '~/lib/use-busy-from-click';
import { toastError, toastSuccess } from '~/lib/toast';
import { SideBySide } from '~/components/translation/side-by-side';
import classes from './media-inputs.module.css';

/** A language of the site as the back office names it (the admin kit's `SiteLanguage`). */
type AltLanguage = { code: string; label: string; dir: 'ltr' | 'rtl' };

/**
 * The site's languages, for writing an image's alt text in each (decision 100). The shell
 * provides them from the admin kit's read (decision 092), as this bottom layer does not import
 * the kit; without a provider, or with one language, nothing of translation shows.
 */
const AltLanguagesContext = createContext<{ all: readonly AltLanguage[]; defaultLanguage: AltLanguage } | undefined>(
  undefined,
);
export const AltLanguagesProvider = AltLanguagesContext.Provider;

/** The site's languages when it has several; undefined with one (or outside the shell). */
export function useAltLanguages() {
  const languages = useContext(AltLanguagesContext);
  return languages && languages.all.length > 1 ? languages : undefined;
}

/** Which language an image's alt text is written in: the default language's, or a translation's. */
export function AltLanguageSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const languages = useAltLanguages();
  if (!languages) return null;
  return (
    <NativeSelect
      size="xs"
      label={T.altLanguage}
      data={languages.all.map((language) => ({
        value: language.code,
        label: language.code === languages.defaultLanguage.code ? TT.isDefault(language.label) : language.label,
      }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      className={classes.altLanguage}
      data-action="alt-language"
    />
  );
}

/**
 * A stored image's alt text in a language other than the default (decision 100): the default
 * language's, read-only, beside the input of this one's (above it when narrow), marked while it
 * is not translated; saved on the file at once, as its alt text is wherever it is written. A
 * decorative image has no alt text in any language: that is set in the default language.
 */
export function TranslatedAlt({
  file,
  language,
  onSaved,
}: {
  /** The file as read in the default language: its alt is the one shown beside. */
  file: { id: number; path: string; alt: string };
  language: AltLanguage;
  onSaved?: () => void;
}) {
  const languages = useAltLanguages();
  const queryClient = useQueryClient();
  const query = { paths: file.path, limit: 1, locale: language.code };
  const read = useQuery({
    queryKey: ['media', 'list', query],
    queryFn: async () => (await call(mediaList, { query })).data.items[0] ?? null,
  });
  const [edited, setEdited] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (alt: string) =>
      call(mediaUpdate, { params: { id: file.id }, query: { locale: language.code }, body: { alt: alt.trim() } }),
    onSuccess: () => {
      toastSuccess(T.saved);
      setEdited(null);
      onSaved?.();
      void queryClient.invalidateQueries({ queryKey: ['media'] });
    },
    onError: (error) => toastError(errorMessage(error, T.listFailed)),
  });
  if (!languages) return null;
  if (!read.data) return read.isError ? null : <Loader size="xs" aria-label={T.altLoading} />;
  const { defaultLanguage } = languages;
  if (read.data.decorative)
    return (
      <Text size="sm" c="dimmed">
        {T.decorativeEverywhere(defaultLanguage.label)}
      </Text>
    );
  const untranslated = read.data.untranslated?.includes('alt') ?? false;
  const value = edited ?? (untranslated ? '' : read.data.alt);
  return (
    <div className={classes.altPairs} data-alt-language={language.code}>
      <SideBySide
        label={T.alt}
        original={file.alt}
        isRichText={false}
        defaultLanguage={defaultLanguage}
        untranslated={untranslated && value === ''}
      >
        <TextInput
          label={TT.fieldIn(T.alt, language.label)}
          description={TT.emptyNote(defaultLanguage.label)}
          maxLength={500}
          lang={language.code}
          dir={language.dir}
          value={value}
          onChange={(event) => setEdited(event.currentTarget.value)}
        />
        <SaveAlt mt={6} disabled={edited === null} saving={save.isPending} onSave={() => save.mutateAsync(value)} />
      </SideBySide>
    </div>
  );
}

/** "Save alt text": an alt written on a stored file is saved at once, in any language (decisions 038, 100). */
export function SaveAlt({
  disabled,
  saving,
  onSave,
  mt,
}: {
  disabled: boolean;
  saving: boolean;
  /** The save's promise keeps the button busy from the click until it settles (decisions 102, 107). */
  onSave: () => Promise<unknown>;
  mt?: number;
}) {
  const { busy, hold } = useBusyFromClick(saving);
  return (
    <Group gap="xs" mt={mt}>
      <Button
        size="xs"
        variant="light"
        disabled={disabled}
        loading={busy}
        onClick={() => {
          if (!busy) hold(onSave());
        }}
      >
        {T.saveAlt}
      </Button>
    </Group>
  );
}
