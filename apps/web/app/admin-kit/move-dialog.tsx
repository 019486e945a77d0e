import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { MoveTexts } from '@atrium/contract/move';
import { useState, type FormEvent } from 'react';

/**
 * Asks where to move a row (decision 030): a whole number from 1 (the top) to `total` (the
 * bottom) of the list the row is in. Enter moves, Escape or Cancel closes.
 */
export function MovePlaceDialog({
  rowLabel,
  current,
  total,
  busy,
  onMove,
  onClose,
}: {
  /** The row being moved; null: the dialog is closed. */
  rowLabel: string | null;
  /** The row's place now, the field's first value. */
  current: number;
  total: number;
  busy: boolean;
  onMove: (place: number) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={rowLabel !== null}
      onClose={onClose}
      title={MoveTexts.dialogTitle(rowLabel ?? '')}
      centered
      size="sm"
    >
      {rowLabel !== null ? (
        <PlaceForm current={current} total={total} busy={busy} onMove={onMove} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function PlaceForm({
  current,
  total,
  busy,
  onMove,
  onClose,
}: {
  current: number;
  total: number;
  busy: boolean;
  onMove: (place: number) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState<string | number>(current);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const place = Number(value);
    if (!Number.isInteger(place) || place < 1 || place > total) {
      setError(MoveTexts.placeRange(total));
      return;
    }
    onMove(place);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={MoveTexts.placeLabel}
          description={MoveTexts.placeHint(total)}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          min={1}
          max={total}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {MoveTexts.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {MoveTexts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
