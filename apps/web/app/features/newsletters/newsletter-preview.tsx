import { previewNewsletter, testNewsletter } from '@atrium/contract/endpoints/newsletters';
import { NewsletterTexts, newsletterTestBodySchema } from '@atrium/contract/newsletters';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { failureText, isUnauthorized } from '~/admin-kit/feedback';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { ApiError, call } from '~/lib/api-client';
import { schemaErrors } from '~/lib/form-errors';
import { getStoredUser } from '~/lib/session';
import { toastError, toastSuccess } from '~/lib/toast';
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
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useKitForm<TestValues>({
    initial: { email: getStoredUser()?.email ?? '' },
    validate: validateTest,
    serverErrors,
  });
  const [sending, setSending] = useState(false);

  function close() {
    form.settle();
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.attempt()) return;
    setSending(true);
    try {
      const id = await beforeSend();
      if (id === null) {
        setSending(false);
        return;
      }
      const { message } = await call(testNewsletter, { params: { id }, body: form.values });
      toastSuccess(message);
      close();
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError) setServerErrors(error.errors);
      if (!isUnauthorized(error)) toastError(failureText(error, NewsletterTexts.testFailed));
    }
  }

  return (
    <Modal
      opened
      onClose={close}
      title={NewsletterTexts.testDialogTitle}
      centered
      closeButtonProps={{ 'aria-label': NewsletterTexts.cancel }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {NewsletterTexts.testHint}
          </Text>
          <TextInput
            label={NewsletterTexts.testEmail}
            type="email"
            autoComplete="email"
            withAsterisk
            data-autofocus
            {...form.field('email')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {NewsletterTexts.cancel}
            </Button>
            <Button type="submit" loading={sending}>
              {NewsletterTexts.sendTest}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
