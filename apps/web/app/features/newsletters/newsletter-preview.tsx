import { newsletterTestRecipients, previewNewsletter, testNewsletter } from '@atrium/contract/endpoints/newsletters';
import { NewsletterMessages, NewsletterTexts, newsletterTestBodySchema } from '@atrium/contract/newsletters';
import { Alert, Group, Loader, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
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
const PREVIEW_WIDTHS = { phone: 390, desktop: 1024 } as const;
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

/**
 * Send a test: one copy now to one of the site's active users, picked from their addresses (the
 * signed-in user's by default); the server refuses any other (decision 067). `beforeSend` saves
 * the form's unsaved changes first and gives the newsletter's id.
 */
export function NewsletterTestDialog({
  beforeSend,
  onClose,
}: {
  beforeSend: () => Promise<number | null>;
  onClose: () => void;
}) {
  const recipients = useQuery({
    queryKey: ['newsletters', 'test-recipients'],
    queryFn: async () => (await call(newsletterTestRecipients, {})).data,
  });
  const known = (email: string) =>
    !recipients.data || recipients.data.some((user) => user.email.toLowerCase() === email.trim().toLowerCase());
  const validateTest = (values: TestValues) => {
    const errors = schemaErrors<keyof TestValues>(newsletterTestBodySchema, values);
    return errors.email || known(values.email) ? errors : { ...errors, email: NewsletterMessages.testNotAUser };
  };
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

  const email = dialog.form.field('email');
  return (
    <FormDialog
      dialog={dialog}
      title={NewsletterTexts.testDialogTitle}
      intro={NewsletterTexts.testHint}
      cancelLabel={NewsletterTexts.cancel}
      submitLabel={NewsletterTexts.sendTest}
    >
      {recipients.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureText(recipients.error, NewsletterTexts.testRecipientsFailed)}
        </Alert>
      ) : (
        <Select
          label={NewsletterTexts.testEmail}
          withAsterisk
          searchable
          openOnFocus={false}
          allowDeselect={false}
          data-autofocus
          data={(recipients.data ?? []).map((user) => ({
            value: user.email,
            label: user.name ? `${user.name} <${user.email}>` : user.email,
          }))}
          {...email}
          onChange={(value) => email.onChange(value ?? '')}
        />
      )}
    </FormDialog>
  );
}
