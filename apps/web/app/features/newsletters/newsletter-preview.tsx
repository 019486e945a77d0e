import { previewNewsletter, testNewsletter } from '@atrium/contract/endpoints/newsletters';
import { NewsletterTexts, newsletterTestBodySchema } from '@atrium/contract/newsletters';
import { Alert, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '~/admin-kit/feedback';
import { FormDialog, useFormDialog } from '~/admin-kit/form-dialog';
import { call } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import { getStoredUser } from '~/lib/session';
import { toastSuccess } from '~/lib/toast';
import classes from './newsletters.module.css';

/** The two widths the preview shows the email at: a phone's and a desktop client's reading pane. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1024 } as const;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/**
 * The email as it would go out now (GET /newsletters/:id/preview/), in a sandboxed frame (no
 * scripts run in it, and the HTML is the server's sanitised template) at a phone's or a
 * desktop's width.
 */
export function NewsletterPreviewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const preview = useQuery({
    queryKey: ['newsletters', 'preview', id],
    queryFn: async () => (await call(previewNewsletter, { params: { id } })).data,
    gcTime: 0,
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={NewsletterTexts.previewTitle}
      size="auto"
      centered
      closeButtonProps={{ 'aria-label': NewsletterTexts.cancel }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label={NewsletterTexts.previewTitle}
            value={width}
            onChange={(value) => setWidth(value as PreviewWidth)}
            data={[
              { value: 'phone', label: `${NewsletterTexts.phone} (${PREVIEW_WIDTHS.phone} px)` },
              { value: 'desktop', label: `${NewsletterTexts.desktop} (${PREVIEW_WIDTHS.desktop} px)` },
            ]}
          />
          {preview.data && (
            <Text size="sm" c="dimmed" maw={520}>
              <strong>{preview.data.subject}</strong> — {preview.data.preheader}
            </Text>
          )}
        </Group>
        {preview.isError ? (
          <Alert color="red" variant="light" role="alert">
            {failureText(preview.error, NewsletterTexts.previewFailed)}
          </Alert>
        ) : (
          <div className={classes.previewStage}>
            {preview.data ? (
              <iframe
                title={NewsletterTexts.previewFrame(
                  width === 'phone' ? NewsletterTexts.phone : NewsletterTexts.desktop,
                )}
                className={classes.previewFrame}
                style={{ width: PREVIEW_WIDTHS[width] }}
                // No scripts, forms, popups or navigation of the back office; the same origin only so that
                // the page's image rule ('self') admits the email's images on an http address (development).
                sandbox="allow-same-origin"
                srcDoc={preview.data.html}
                data-width={PREVIEW_WIDTHS[width]}
              />
            ) : (
              <Loader aria-label={NewsletterTexts.previewTitle} />
            )}
          </div>
        )}
      </Stack>
    </Modal>
  );
}

type TestValues = { email: string };
const validateTest = (values: TestValues) => schemaErrors<keyof TestValues>(newsletterTestBodySchema, values);

/**
 * Send a test: one copy now to any address (the signed-in user's by default). `beforeSend`
 * saves the form's unsaved changes first and gives the newsletter's id.
 */
export function NewsletterTestDialog({
  beforeSend,
  onClose,
}: {
  beforeSend: () => Promise<number | null>;
  onClose: () => void;
}) {
  const dialog = useFormDialog<TestValues>({
    initial: { email: getStoredUser()?.email ?? '' },
    validate: validateTest,
    failure: NewsletterTexts.testFailed,
    onClose,
    async submit(values) {
      const id = await beforeSend();
      if (id === null) return 'stay';
      const { message } = await call(testNewsletter, { params: { id }, body: values });
      toastSuccess(message);
    },
  });

  return (
    <FormDialog
      dialog={dialog}
      title={NewsletterTexts.testDialogTitle}
      intro={NewsletterTexts.testHint}
      cancelLabel={NewsletterTexts.cancel}
      submitLabel={NewsletterTexts.sendTest}
    >
      <TextInput
        label={NewsletterTexts.testEmail}
        type="email"
        autoComplete="email"
        withAsterisk
        data-autofocus
        {...dialog.form.field('email')}
      />
    </FormDialog>
  );
}
