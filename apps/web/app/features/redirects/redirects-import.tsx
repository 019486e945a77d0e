import { redirectsImport } from '@atrium/contract/endpoints/redirects';
import { RedirectScreenTexts } from '@atrium/contract/redirects';
import { Alert, Button, FileInput, List } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog, useFormDialog } from '~/admin-kit/form-dialog';
import { IconUpload } from '~/components/icons';
import { ApiError, call } from '~/lib/api-client';
import { toastSuccess } from '~/lib/toast';
import { redirectsApi } from './redirects-definition';

const T = RedirectScreenTexts;

type Values = { file: File | null };

/**
 * Import CSV (decision 078): the file is read in the browser and sent whole; the server checks
 * every line and imports all of them or none. Refused lines are listed here, by line, and the
 * dialog stays open for another file.
 */
function ImportDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const [badLines, setBadLines] = useState<Array<[string, string]>>([]);
  const dialog = useFormDialog<Values>({
    initial: { file: null },
    validate: (values) => ({ file: values.file ? undefined : T.importFileRequired }),
    failure: T.importFailed,
    onClose,
    async submit({ file }) {
      setBadLines([]);
      try {
        const answer = await call(redirectsImport, { body: { csv: await file!.text() } });
        return () => {
          toastSuccess(answer.message ?? '');
          return client.invalidateQueries({ queryKey: redirectsApi.keys.all });
        };
      } catch (error) {
        const lines = error instanceof ApiError && error.status === 400 ? Object.entries(error.errors) : [];
        if (lines.length === 0) throw error;
        setBadLines(lines);
        return 'stay';
      }
    },
  });
  const file = dialog.form.field('file');

  return (
    <FormDialog
      dialog={dialog}
      title={T.importTitle}
      intro={T.importHint}
      cancelLabel={T.importCancel}
      submitLabel={T.importSubmit}
    >
      <FileInput
        label={T.importFile}
        accept=".csv,text/csv"
        value={file.value}
        error={file.error}
        onChange={(chosen) => {
          setBadLines([]);
          file.onChange(chosen);
        }}
      />
      {badLines.length ? (
        <Alert color="red" title={T.badLines} role="alert">
          <List size="sm" spacing={4}>
            {badLines.map(([where, message]) => (
              <List.Item key={where}>{T.badLine(where, message)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </FormDialog>
  );
}

/** The header's Import CSV button and its dialog. */
export function ImportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="md"
        leftSection={<IconUpload size={16} />}
        onClick={() => setOpen(true)}
        data-action="import"
      >
        {T.importCsv}
      </Button>
      {open ? <ImportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
