import { Button } from '@mantine/core';
import { useState } from 'react';
import { IconDownload } from '~/components/icons';
import { API_BASE } from '~/lib/api-client';
import { getAccessToken } from '~/lib/session';
import { toastError } from '~/lib/toast';

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads an admin-only file (a CSV export): a link cannot carry the bearer token, so the
 * file is fetched with it and handed to the browser as a blob.
 */
export function ExportButton({ path, label, failed }: { path: string; label: string; failed: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const token = getAccessToken();
      const response = await fetch(`${API_BASE}${path}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = attachmentName(response.headers.get('content-disposition'), 'export.csv');
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the blob after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      toastError(failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="default"
      size="md"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void download()}
      data-action="export"
    >
      {label}
    </Button>
  );
}
