import { mediaList, mediaUpdate } from '@atrium/contract/endpoints/media';
import { MediaLibraryTexts as T } from '@atrium/contract/media-library';
import { Checkbox, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, errorMessage } from '~/lib/api-client';
import { type AltValues, chosenPath, setUploadAlt, uploadAltOf } from '~/lib/media-choice';
import { toastError, toastSuccess } from '~/lib/toast';
import { AltLanguageSelect, SaveAlt, TranslatedAlt, useAltLanguages } from './alt-languages';
import classes from './media-inputs.module.css';

/**
 * An image's alt text beside its field (decision 038). For a new upload it goes with the upload
 * (the media library records it); for a stored image or one chosen from the library it is that
 * file's alt text, saved at once ("Save alt text"), wherever the image is used, and on a site of
 * several languages in each of them (decision 100: a new upload's is translated once stored).
 */
export function ImageAltFields({ value, existing }: { value: File | null; existing?: string | null }) {
  const path = value ? chosenPath(value) : (existing ?? undefined);
  if (value && !path) return <UploadAlt key={keyOf(value)} file={value} />;
  if (path) return <StoredAlt key={path} path={path} />;
  return null;
}

const keys = new WeakMap<File, number>();
let next = 0;
function keyOf(file: File): number {
  if (!keys.has(file)) keys.set(file, ++next);
  return keys.get(file)!;
}

function AltInputs({ values, onChange }: { values: AltValues; onChange: (values: AltValues) => void }) {
  return (
    <>
      <TextInput
        label={T.alt}
        description={T.altDescription}
        maxLength={500}
        value={values.decorative ? '' : values.alt}
        disabled={values.decorative}
        onChange={(event) => onChange({ ...values, alt: event.currentTarget.value })}
      />
      <Checkbox
        label={T.decorative}
        checked={values.decorative}
        onChange={(event) => onChange({ ...values, decorative: event.currentTarget.checked })}
      />
    </>
  );
}

function UploadAlt({ file }: { file: File }) {
  const [values, setValues] = useState<AltValues>(() => uploadAltOf(file) ?? { alt: '', decorative: false });
  return (
    <div className={classes.altFields}>
      <AltInputs
        values={values}
        onChange={(changed) => {
          setValues(changed);
          setUploadAlt(file, changed);
        }}
      />
    </div>
  );
}

function StoredAlt({ path }: { path: string }) {
  const queryClient = useQueryClient();
  const row = useQuery({
    queryKey: ['media', 'list', { paths: path }],
    queryFn: async () => (await call(mediaList, { query: { paths: path, limit: 1 } })).data.items[0] ?? null,
  });
  const [edited, setEdited] = useState<AltValues | null>(null);
  const languages = useAltLanguages();
  const [code, setCode] = useState(languages?.defaultLanguage.code ?? '');
  const translating = languages?.all.find((one) => one.code === code && one.code !== languages.defaultLanguage.code);
  const save = useMutation({
    mutationFn: (values: AltValues) =>
      call(mediaUpdate, {
        params: { id: row.data!.id },
        body: { alt: values.alt.trim(), decorative: values.decorative },
      }),
    onSuccess: () => {
      toastSuccess(T.saved);
      setEdited(null);
      void queryClient.invalidateQueries({ queryKey: ['media'] });
    },
    onError: (error) => toastError(errorMessage(error, T.listFailed)),
  });
  if (!row.data) return null;
  const values = edited ?? { alt: row.data.alt, decorative: row.data.decorative };
  const switcher = <AltLanguageSelect value={code} onChange={setCode} />;
  if (translating)
    return (
      <div className={classes.altFields}>
        {switcher}
        <TranslatedAlt key={translating.code} file={row.data} language={translating} />
      </div>
    );
  return (
    <div className={classes.altFields}>
      {switcher}
      <AltInputs values={values} onChange={setEdited} />
      <SaveAlt disabled={!edited} saving={save.isPending} onSave={() => save.mutateAsync(values)} />
    </div>
  );
}
