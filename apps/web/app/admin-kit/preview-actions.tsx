import {
  createFormPreview,
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
} from '@atrium/contract/endpoints/preview-links';
import { type FormPreviewBody, type PreviewTarget, PreviewTexts } from '@atrium/contract/previews';
import { ActionIcon, Button, Group, Loader, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IconEye, IconLink, IconX } from '~/components/icons';
import { call } from '~/lib/api-client';
import { ActionTip, ActionWord } from './action-word';
import { toastError, toastSuccess } from '~/lib/toast';
import { failureText, isUnauthorized } from './feedback';

/*
 * Previews in the back office (decision 028): Preview (the form as it is, saved or not, in a new
 * tab), View on site (a published record's public page), and the share panel of preview links.
 */

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatWhen = (iso: string) => when.format(new Date(iso));

/**
 * Opens the preview of a form's values. The tab opens on the click itself, which popup blockers
 * allow, and is pointed at the preview once the server has kept the values; a failure closes it.
 */
function usePreviewOpener() {
  const [opening, setOpening] = useState(false);
  async function open(body: FormPreviewBody) {
    const tab = window.open('', '_blank');
    // The preview page has no reason to reach back into the back office.
    if (tab) tab.opener = null;
    setOpening(true);
    try {
      const { url } = (await call(createFormPreview, { body })).data;
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      if (!isUnauthorized(error)) toastError(failureText(error, PreviewTexts.previewFailed));
    } finally {
      setOpening(false);
    }
  }
  return { open, opening };
}

/** Preview: the form's current values through the site's templates, in a new tab. */
export function PreviewButton({ body, label }: { body: () => FormPreviewBody; label?: string }) {
  const { open, opening } = usePreviewOpener();
  return (
    <Tooltip label={PreviewTexts.previewHint} openDelay={400}>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconEye size={14} />}
        loading={opening}
        aria-label={label}
        onClick={() => void open(body())}
      >
        {PreviewTexts.preview}
      </Button>
    </Tooltip>
  );
}

/** View on site: a published record's public page, in a new tab. */
export function ViewOnSiteButton({ href, label }: { href: string; label?: string }) {
  return (
    <ActionTip label={PreviewTexts.viewOnSite}>
      <Button
        component="a"
        href={href}
        target="_blank"
        rel="noopener"
        size="xs"
        variant="default"
        leftSection={<IconLink size={14} />}
        aria-label={label}
        data-action="view-on-site"
        data-row-action
      >
        <ActionWord>{PreviewTexts.viewOnSite}</ActionWord>
      </Button>
    </ActionTip>
  );
}

const linksKey = (target: PreviewTarget) => ['preview-links', 'list', target] as const;

/**
 * Share preview link: create one (its address is copied, and shown, only then: the server keeps
 * only a hash), the record's active links with their expiry, and Revoke.
 */
export function SharePreviewLinks({ target }: { target: PreviewTarget }) {
  const client = useQueryClient();
  const [created, setCreated] = useState<string | null>(null);
  const links = useQuery({
    queryKey: linksKey(target),
    queryFn: async ({ signal }) =>
      (await call(listPreviewLinks, { query: { type: target.type, id: String(target.id) } }, { signal })).data,
  });
  const refresh = () => client.invalidateQueries({ queryKey: linksKey(target) });
  const create = useMutation({
    mutationFn: async () => (await call(createPreviewLink, { body: target })).data,
    onSuccess: async (link) => {
      setCreated(link.url);
      try {
        await navigator.clipboard.writeText(link.url);
        toastSuccess(PreviewTexts.linkCopied);
      } catch {
        toastSuccess(PreviewTexts.linkCopyManually);
      }
      await refresh();
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toastError(failureText(error, PreviewTexts.previewFailed));
    },
  });
  const revoke = useMutation({
    mutationFn: async (id: number) => call(revokePreviewLink, { params: { id } }),
    onSuccess: async () => {
      toastSuccess(PreviewTexts.linkRevoked);
      setCreated(null);
      await refresh();
    },
    onError: async (error) => {
      if (!isUnauthorized(error)) toastError(failureText(error, PreviewTexts.previewFailed));
      await refresh();
    },
  });

  return (
    <Stack gap="xs" role="group" aria-label={PreviewTexts.shareHeading}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {PreviewTexts.shareHeading}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLink size={14} />}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          {PreviewTexts.createLink}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {PreviewTexts.shareHint}
      </Text>
      {created ? (
        <TextInput
          size="xs"
          readOnly
          value={created}
          aria-label={PreviewTexts.copyLink}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
      {links.isPending ? (
        <Loader size="xs" />
      ) : links.isError ? (
        <Text size="xs" c="red">
          {PreviewTexts.linksFailed}
        </Text>
      ) : links.data.length === 0 ? (
        <Text size="xs" c="dimmed">
          {PreviewTexts.noLinks}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {links.data.map((link) => (
            <Group component="li" key={link.id} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="xs">{PreviewTexts.expires(formatWhen(link.expiresAt))}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={PreviewTexts.revokeLabel(formatWhen(link.expiresAt))}
                loading={revoke.isPending && revoke.variables === link.id}
                onClick={() => revoke.mutate(link.id)}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
