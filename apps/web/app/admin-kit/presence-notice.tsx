import { beatPresence, leavePresence, readPresence } from '@atrium/contract/endpoints/presence';
import { languageName } from '@atrium/contract/locales';
import {
  ConflictTexts,
  PRESENCE_BEAT_SECONDS,
  PRESENCE_POLL_SECONDS,
  type PresenceAnswer,
} from '@atrium/contract/versions';
import { Alert, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IconUsers } from '~/components/icons';
import { buildUrl, call } from '~/lib/api-client';
import { getAccessToken } from '~/lib/session';
import { formatDateTime } from '~/lib/dates';

/**
 * Decision 083: while an edit form is open it says so (a heartbeat every PRESENCE_BEAT_SECONDS)
 * and hears who else has the same record open; it says goodbye when it closes. Between beats it
 * reads the others every PRESENCE_POLL_SECONDS while its window shows (decision 088), so the first
 * to open a record sees the second within seconds. A failed call changes nothing on screen:
 * presence is a courtesy, the save's If-Match is the guard.
 */
function usePresence(resource: string, id: number, locale: string | undefined): PresenceAnswer['others'] {
  const [others, setOthers] = useState<PresenceAnswer['others']>([]);
  useEffect(() => {
    const body = { resource, id, editor: crypto.randomUUID(), ...(locale ? { locale } : {}) };
    let live = true;
    const heard = (answer: Promise<{ data: PresenceAnswer }>) =>
      answer.then(({ data }) => live && setOthers(data.others)).catch(() => undefined);
    const beat = () => heard(call(beatPresence, { body }));
    // A hidden window asks nothing: no one reads its notice, and its beats keep it counted.
    const read = () => document.visibilityState === 'visible' && void heard(call(readPresence, { query: body }));
    // A reload or a closed tab runs no cleanup: the goodbye goes out with the page (keepalive),
    // or the next form would see its own earlier self "in another window" for PRESENCE_TTL_SECONDS.
    const leaveWithPage = () => {
      const token = getAccessToken();
      void fetch(buildUrl('/presence/'), {
        method: 'DELETE',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).catch(() => undefined);
    };
    void beat();
    const beats = window.setInterval(beat, PRESENCE_BEAT_SECONDS * 1000);
    const reads = window.setInterval(read, PRESENCE_POLL_SECONDS * 1000);
    window.addEventListener('pagehide', leaveWithPage);
    return () => {
      live = false;
      window.clearInterval(beats);
      window.clearInterval(reads);
      window.removeEventListener('pagehide', leaveWithPage);
      void call(leavePresence, { body }).catch(() => undefined);
    };
  }, [resource, id, locale]);
  return others;
}

/**
 * Who else has this record's edit form open, above the form, and in which language when they
 * translate it (decision 097); nothing when no one has. `locale`: the language this form edits,
 * when it is a translation's. The editor's own other forms (another window, another session of
 * theirs still signed in) are said as theirs, never as someone else's (decision 107).
 */
export function PresenceNotice({ resource, id, locale }: { resource: string; id: number; locale?: string }) {
  const others = usePresence(resource, id, locale);
  if (others.length === 0) return null;
  const first = (forms: PresenceAnswer['others']) =>
    formatDateTime(forms.reduce((earliest, form) => (form.since < earliest ? form.since : earliest), forms[0]!.since));
  const people = others.filter((other) => !other.self);
  const mine = others.filter((other) => other.self);
  const names = people.map((other) =>
    other.locale ? ConflictTexts.editingIn(other.name, languageName(other.locale)) : other.name,
  );
  return (
    <Alert color="blue" variant="light" icon={<IconUsers />} mb="md" role="status" data-presence>
      <Text size="sm">
        {people.length > 0
          ? ConflictTexts.othersEditing(names, first(people), mine.length > 0)
          : ConflictTexts.mineElsewhere(first(mine))}
      </Text>
    </Alert>
  );
}
