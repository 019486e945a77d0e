import { languageName } from '@atrium/contract/locales';
import { ConflictTexts, type StaleData } from '@atrium/contract/versions';
import { Alert, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { IconAlertCircle } from '~/components/icons';
import { ApiError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/dates';
import { type ConflictChoice, type ConflictRow, conflictRows, defaultChoices, mergedBody } from './edit-conflict';
import classes from './conflict-dialog.module.css';

/**
 * Decision 083: a save refused because someone saved the record after the form was opened.
 * Resolves with the body to send against their version (merged field by field, or the
 * editor's own whole: an overwrite made knowingly), or null: back to the form, nothing sent.
 * Their change touched none of the form's fields: nothing to ask, the body goes as it is.
 */
function resolveConflict<W extends Record<string, unknown>>(options: {
  base: Record<string, unknown>;
  mine: W;
  theirs: Record<string, unknown>;
  stale: StaleData<unknown>;
  form: ConflictForm;
}): Promise<W | null> {
  const { form, theirs } = options;
  const rows = conflictRows(options.base, theirs, options.mine, form.labels, form.words);
  if (rows.length === 0) return Promise.resolve(options.mine);
  return new Promise((resolve) => {
    let settled = false;
    const done = (body: W | null) => {
      if (settled) return;
      settled = true;
      modals.close(id);
      resolve(body);
    };
    const id = modals.open({
      title: 'Someone else saved this while you were editing',
      size: 'xl',
      centered: true,
      closeButtonProps: { 'aria-label': 'Back to my form' },
      onClose: () => done(null),
      children: (
        <ConflictBody
          rows={rows}
          stale={options.stale}
          onCancel={() => done(null)}
          onOverwrite={() => done(options.mine)}
          onMerge={(choices) => done(mergedBody(options.mine, choices, form.whole ? theirs : undefined))}
        />
      ),
    });
  });
}

/**
 * How a form that is not a list resource's meets the dialog (decision 088): `whole`, its save
 * sends every field (a page's meta), so a field taken from theirs is sent with their value rather
 * than left out; `labels` and `words`, its fields' labels and values as it shows them; `view`, the
 * part of the record the form edits (one section of a page).
 */
export type ConflictForm = {
  whole?: boolean;
  labels?: Readonly<Record<string, string>>;
  /** A field's values as the form shows them (a section by its name, Shown or Hidden). */
  words?: Readonly<Record<string, (value: unknown) => string>>;
  view?: (record: Record<string, unknown>) => Record<string, unknown>;
};

/**
 * A save made against the version a form was opened with (`opened`), with the conflict dialog
 * between each refusal as stale and the next try: the answer, or null once the editor went back
 * to the form. Any other failure is thrown as it came.
 */
export async function saveAgainst<W extends Record<string, unknown>, A>(
  opened: { record: Record<string, unknown>; version: string },
  mine: W,
  send: (body: W, version: string) => Promise<A>,
  form: ConflictForm = {},
): Promise<A | null> {
  let base = opened.record;
  let attempt = { body: mine, version: opened.version };
  for (;;) {
    try {
      return await send(attempt.body, attempt.version);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 412 && error.data)) throw error;
      const stale = error.data as StaleData<Record<string, unknown>>;
      const theirs = form.view ? form.view(stale.record) : stale.record;
      const next = await resolveConflict({ base, mine, theirs, stale, form });
      if (!next) return null;
      base = theirs;
      attempt = { body: next, version: stale.version };
    }
  }
}

function ConflictBody({
  rows,
  stale,
  onCancel,
  onOverwrite,
  onMerge,
}: {
  rows: ConflictRow[];
  stale: StaleData<unknown>;
  onCancel: () => void;
  onOverwrite: () => void;
  onMerge: (choices: Record<string, ConflictChoice>) => void;
}) {
  const [choices, setChoices] = useState(() => defaultChoices(rows));
  const who = stale.changedBy?.name ?? 'Someone';
  return (
    <Stack gap="md" data-conflict>
      <Alert color="yellow" variant="light" icon={<IconAlertCircle />} role="alert">
        <Text size="sm">
          {ConflictTexts.savedBy(
            who,
            formatDateTime(stale.changedAt),
            stale.changedIn ? languageName(stale.changedIn) : undefined,
          )}{' '}
          Choose, field by field, which version to keep: your other changes are kept as they are.
        </Text>
      </Alert>
      {rows.map((row) => (
        <Paper key={row.field} withBorder p="sm" radius="md" data-field={row.field}>
          <Stack gap="xs">
            <Text fw={600} size="sm" id={`conflict-${row.field}`}>
              {row.label}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <div
                className={classes.side}
                data-side="theirs"
                data-chosen={choices[row.field] === 'theirs' || undefined}
              >
                <Text size="xs" c="dimmed" fw={600}>
                  {who}’s version
                </Text>
                <Text size="sm" className={classes.value}>
                  {row.theirs || '(empty)'}
                </Text>
              </div>
              <div className={classes.side} data-side="mine" data-chosen={choices[row.field] === 'mine' || undefined}>
                <Text size="xs" c="dimmed" fw={600}>
                  Your version{row.mineChanged ? '' : ' (as you opened it)'}
                </Text>
                <Text size="sm" className={classes.value}>
                  {row.mine || '(empty)'}
                </Text>
              </div>
            </SimpleGrid>
            <SegmentedControl
              aria-labelledby={`conflict-${row.field}`}
              value={choices[row.field]}
              onChange={(value) => setChoices((now) => ({ ...now, [row.field]: value as ConflictChoice }))}
              data={[
                { value: 'theirs', label: `Take ${who.split(' ')[0]}’s` },
                { value: 'mine', label: 'Keep mine' },
              ]}
            />
          </Stack>
        </Paper>
      ))}
      <Group justify="flex-end" gap="sm" className={classes.actions}>
        <Button variant="default" onClick={onCancel}>
          Back to my form
        </Button>
        <Button variant="light" color="red" onClick={onOverwrite} data-action="overwrite">
          Overwrite with mine
        </Button>
        <Button onClick={() => onMerge(choices)} data-action="save-merged">
          Save merged
        </Button>
      </Group>
    </Stack>
  );
}
