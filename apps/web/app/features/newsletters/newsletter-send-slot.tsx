import { newsletterReport, sendNewsletter, unscheduleNewsletter } from '@atrium/contract/endpoints/newsletters';
import { type NewsletterReport, NewsletterSendTexts } from '@atrium/contract/newsletter-sending';
import type { Newsletter } from '@atrium/contract/newsletters';
import { formatInZone, fromZonedInput, toZonedInput } from '@atrium/contract/schedule';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendar, IconMail } from '~/components/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormPanel } from '~/admin-kit/form-panel';
import { useOrgTimezone } from '~/admin-kit/use-org-timezone';
import { call, errorMessage } from '~/lib/api-client';
import { useBusyFromClick } from '~/lib/use-busy-from-click';
import { toastError, toastSuccess } from '~/lib/toast';

const reportKey = (id: number) => ['newsletters', id, 'report'] as const;

/** The report (and the recipient count the confirmations name); polled while the newsletter goes out. */
function useReport(id: number) {
  return useQuery({
    queryKey: reportKey(id),
    queryFn: async ({ signal }) => (await call(newsletterReport, { params: { id } }, { signal })).data,
    refetchInterval: (query) => (query.state.data?.state === 'sending' ? 2_000 : false),
  });
}

/**
 * Decision 053: Send now and Schedule beside Preview and Send a test (a draft or a scheduled
 * newsletter), and Cancel schedule while scheduled. Each asks first, naming how many confirmed
 * subscribers it goes to. `onChanged` refreshes the newsletter (its state) afterwards.
 */
export function NewsletterSendButtons({ newsletter, onChanged }: { newsletter: Newsletter; onChanged: () => void }) {
  const client = useQueryClient();
  const { zone, ready } = useOrgTimezone();
  const [scheduling, setScheduling] = useState(false);
  const [at, setAt] = useState('');
  const report = useReport(newsletter.id);
  const changed = async (message: string) => {
    toastSuccess(message);
    await client.invalidateQueries({ queryKey: ['newsletters'] });
    onChanged();
  };
  const failed = (error: unknown) => toastError(errorMessage(error, NewsletterSendTexts.failed));
  const send = useMutation({
    mutationFn: (when?: string) =>
      call(sendNewsletter, { params: { id: newsletter.id }, body: when ? { at: when } : {} }),
    onSuccess: (answer) => {
      setScheduling(false);
      return changed(answer.message);
    },
    onError: failed,
  });
  const unschedule = useMutation({
    mutationFn: () => call(unscheduleNewsletter, { params: { id: newsletter.id } }),
    onSuccess: (answer) => changed(answer.message),
    onError: failed,
  });
  // Busy from the click (decision 107): the pending state comes a task later, after a second click.
  const sending = useBusyFromClick(send.isPending);
  const unscheduling = useBusyFromClick(unschedule.isPending);
  if (newsletter.state !== 'draft' && newsletter.state !== 'scheduled') return null;
  const count = report.data?.mailable_now ?? 0;

  const confirmNow = () =>
    modals.openConfirmModal({
      title: NewsletterSendTexts.confirmTitle,
      centered: true,
      closeButtonProps: { 'aria-label': NewsletterSendTexts.cancel },
      children: <Text size="sm">{NewsletterSendTexts.confirmSend(count)}</Text>,
      labels: { confirm: NewsletterSendTexts.confirm, cancel: NewsletterSendTexts.cancel },
      onConfirm: () => sending.hold(send.mutateAsync(undefined)),
    });

  return (
    <>
      <Button leftSection={<IconMail size={16} />} onClick={confirmNow} disabled={!report.data} loading={sending.busy}>
        {NewsletterSendTexts.send}
      </Button>
      <Button
        variant="default"
        leftSection={<IconCalendar size={16} />}
        onClick={() => setScheduling(true)}
        disabled={!report.data}
      >
        {NewsletterSendTexts.schedule}
      </Button>
      {newsletter.state === 'scheduled' && (
        <Button
          variant="subtle"
          color="red"
          onClick={() => unscheduling.hold(unschedule.mutateAsync())}
          loading={unscheduling.busy}
        >
          {NewsletterSendTexts.unschedule}
        </Button>
      )}
      <Modal
        opened={scheduling}
        onClose={() => setScheduling(false)}
        title={NewsletterSendTexts.confirmTitle}
        centered
        closeButtonProps={{ 'aria-label': NewsletterSendTexts.cancel }}
      >
        <Stack gap="sm">
          <TextInput
            type="datetime-local"
            label={NewsletterSendTexts.scheduleAt}
            description={NewsletterSendTexts.scheduleHint(zone)}
            value={toZonedInput(at, zone)}
            onChange={(event) => setAt(fromZonedInput(event.currentTarget.value, zone) ?? '')}
            disabled={!ready}
            data-autofocus
          />
          {at && <Text size="sm">{NewsletterSendTexts.confirmSchedule(count, formatInZone(at, zone))}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setScheduling(false)}>
              {NewsletterSendTexts.cancel}
            </Button>
            <Button disabled={!at} loading={sending.busy} onClick={() => sending.hold(send.mutateAsync(at))}>
              {NewsletterSendTexts.confirmScheduled}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * Decision 053: under the form, the scheduled minute while scheduled, and once it goes out what
 * became of its mails (no opens or clicks: nothing is tracked).
 */
export function NewsletterReportPanel({ newsletter }: { newsletter: Newsletter }) {
  const { zone, ready } = useOrgTimezone();
  const report = useReport(newsletter.id);
  const data = report.data;
  if (!data || data.state === 'draft' || !ready) return null;
  return (
    <FormPanel heading={NewsletterSendTexts.reportTitle} level={2}>
      <Stack gap="sm">
        {data.state === 'scheduled' && data.send_at ? (
          <Text size="sm">{NewsletterSendTexts.scheduledFor(formatInZone(data.send_at, zone))}</Text>
        ) : (
          <ReportCounts report={data} />
        )}
        <Text size="xs" c="dimmed">
          {NewsletterSendTexts.privacy}
        </Text>
      </Stack>
    </FormPanel>
  );
}

function ReportCounts({ report }: { report: NewsletterReport }) {
  const labels = NewsletterSendTexts.report;
  const keys = ['recipients', 'sent', 'queued', 'failed', 'skipped', 'bouncing', 'unsubscribed'] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {keys.map((key) => (
        <div key={key}>
          <Text component="dt" size="xs" c="dimmed">
            {labels[key]}
          </Text>
          <Text component="dd" m={0} fw={600} size="lg" data-testid={`report-${key}`}>
            {report[key]}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
