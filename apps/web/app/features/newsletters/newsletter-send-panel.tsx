import { newsletterReport, sendNewsletter, unscheduleNewsletter } from '@atrium/contract/endpoints/newsletters';
import { type NewsletterReport, NewsletterSendTexts } from '@atrium/contract/newsletter-sending';
import { formatInZone, fromZonedInput, toZonedInput } from '@atrium/contract/schedule';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOrgTimezone } from '~/admin-kit/use-org-timezone';
import { call, errorMessage } from '~/lib/api-client';
import { toastError, toastSuccess } from '~/lib/toast';

export const newsletterReportKey = (id: number) => ['newsletters', id, 'report'] as const;

/**
 * Decision 053: the compose screen's send controls and report. Send now and Schedule ask first,
 * naming how many confirmed subscribers it goes to; while scheduled, the minute and a cancel;
 * once sending or sent, what became of the mails (no opens or clicks: nothing is tracked).
 * `beforeSend` saves unsaved changes first (the compose form's own save).
 */
export function NewsletterSendPanel({
  id,
  beforeSend,
  onChanged,
}: {
  id: number;
  beforeSend?: () => Promise<boolean>;
  onChanged?: () => void;
}) {
  const client = useQueryClient();
  const { zone, ready } = useOrgTimezone();
  const [at, setAt] = useState('');
  const report = useQuery({
    queryKey: newsletterReportKey(id),
    queryFn: async ({ signal }) => (await call(newsletterReport, { params: { id } }, { signal })).data,
    // While it goes out, the counts move.
    refetchInterval: (query) => (query.state.data?.state === 'sending' ? 2_000 : false),
  });
  const changed = async (message?: string) => {
    if (message) toastSuccess(message);
    await client.invalidateQueries({ queryKey: ['newsletters'] });
    onChanged?.();
  };
  const failed = (error: unknown) => toastError(errorMessage(error, NewsletterSendTexts.confirmTitle));
  const send = useMutation({
    mutationFn: async (when?: string) => {
      if (beforeSend && !(await beforeSend())) return undefined;
      return call(sendNewsletter, { params: { id }, body: when ? { at: when } : {} });
    },
    onSuccess: (answer) => changed(answer?.message),
    onError: failed,
  });
  const unschedule = useMutation({
    mutationFn: () => call(unscheduleNewsletter, { params: { id } }),
    onSuccess: (answer) => changed(answer.message),
    onError: failed,
  });

  const data = report.data;
  if (!data) return null;
  const ask = (when?: string) =>
    modals.openConfirmModal({
      title: NewsletterSendTexts.confirmTitle,
      centered: true,
      closeButtonProps: { 'aria-label': NewsletterSendTexts.cancel },
      children: (
        <Text size="sm">
          {when
            ? NewsletterSendTexts.confirmSchedule(data.mailable_now, formatInZone(when, zone))
            : NewsletterSendTexts.confirmSend(data.mailable_now)}
        </Text>
      ),
      labels: {
        confirm: when ? NewsletterSendTexts.confirmScheduled : NewsletterSendTexts.confirm,
        cancel: NewsletterSendTexts.cancel,
      },
      onConfirm: () => send.mutate(when),
    });

  return (
    <Stack gap="sm" aria-label={NewsletterSendTexts.reportTitle} component="section">
      {data.state === 'draft' || data.state === 'scheduled' ? (
        <>
          {data.state === 'scheduled' && data.send_at ? (
            <Group gap="sm">
              <Text size="sm">{NewsletterSendTexts.scheduledFor(formatInZone(data.send_at, zone))}</Text>
              <Button size="xs" variant="default" loading={unschedule.isPending} onClick={() => unschedule.mutate()}>
                {NewsletterSendTexts.unschedule}
              </Button>
            </Group>
          ) : null}
          <Group align="flex-end" gap="sm">
            <Button onClick={() => ask()} loading={send.isPending && !at}>
              {NewsletterSendTexts.send}
            </Button>
            <TextInput
              type="datetime-local"
              label={NewsletterSendTexts.scheduleAt}
              value={toZonedInput(at, zone)}
              onChange={(event) => setAt(fromZonedInput(event.currentTarget.value, zone) ?? '')}
              disabled={!ready}
              maw={240}
            />
            <Button variant="default" disabled={!at} onClick={() => ask(at)} loading={send.isPending && !!at}>
              {NewsletterSendTexts.schedule}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {NewsletterSendTexts.scheduleHint(zone)}
          </Text>
        </>
      ) : (
        <ReportCounts report={data} />
      )}
      <Text size="xs" c="dimmed">
        {NewsletterSendTexts.privacy}
      </Text>
    </Stack>
  );
}

function ReportCounts({ report }: { report: NewsletterReport }) {
  const labels = NewsletterSendTexts.report;
  const keys = ['recipients', 'sent', 'queued', 'failed', 'skipped', 'bouncing', 'unsubscribed'] as const;
  return (
    <>
      <Title order={3} size="h5">
        {NewsletterSendTexts.reportTitle}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {keys.map((key) => (
          <div key={key}>
            <Text component="dt" size="xs" c="dimmed">
              {labels[key]}
            </Text>
            <Text component="dd" m={0} fw={600} data-testid={`report-${key}`}>
              {report[key]}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </>
  );
}
