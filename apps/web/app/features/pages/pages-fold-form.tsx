import {
  FoldLabels,
  FoldStatus,
  FoldStatusLabels,
  foldInputSchema,
  PageTexts,
  type FoldName,
} from '@atrium/contract/pages';
import { Button, Input, SegmentedControl, Select, Text } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { focusFirstInvalid } from '~/admin-kit/resource-form';
import { useKitForm } from '~/admin-kit/use-kit-form';
import { firstError } from '~/lib/form-errors';
import { useBusyFromClick } from '~/lib/use-busy-from-click';
import classes from './pages.module.css';

export type FoldValues = { name: FoldName | ''; status: 0 | 1 };

const validate = (values: FoldValues) => ({ name: firstError(foldInputSchema.shape.name, values.name) });

/**
 * A fold's small inline form: the add-fold row (a choice of the folds this page accepts) and a
 * fold's edit (its name and whether it is shown). 'Please select a fold.' from the first edit
 * and on submit (requirements 3 §5). A save that answers a promise keeps the form busy from the
 * click until it settles (decisions 102, 107).
 */
export function FoldForm({
  mode,
  choices,
  initial,
  submitting = false,
  serverError,
  onSubmit,
  onCancel,
}: {
  mode: 'add' | 'edit';
  choices: FoldName[];
  initial: FoldValues;
  submitting?: boolean;
  /** What the server said of the fold's last save, shown on the choice. */
  serverError?: string;
  onSubmit: (values: { name: FoldName; status: 0 | 1 }) => void | Promise<unknown>;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const form = useKitForm<FoldValues>({ initial, validate, liveFromFirstEdit: true });
  const { values } = form;
  const { busy, hold } = useBusyFromClick(submitting);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!form.attempt() || !values.name) {
      focusFirstInvalid(ref.current);
      return;
    }
    hold(onSubmit({ name: values.name, status: values.status }));
  }

  return (
    <form ref={ref} onSubmit={submit} noValidate className={classes.foldForm} data-mode={mode}>
      {choices.length === 0 ? (
        <Text size="sm" c="dimmed" className={classes.foldFormField}>
          Every section this page accepts is on it already.
        </Text>
      ) : (
        <Select
          className={classes.foldFormField}
          label="Section"
          placeholder={PageTexts.foldPlaceholder}
          data={choices.map((name) => ({ value: name, label: FoldLabels[name] }))}
          value={values.name || null}
          onChange={(next) => form.set('name', (next ?? '') as FoldName | '')}
          error={form.errors.name ?? serverError}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {mode === 'edit' ? (
        <Input.Wrapper label="Visibility" labelElement="div">
          <div>
            <SegmentedControl
              mt={4}
              aria-label="Visibility"
              value={String(values.status)}
              onChange={(next) => form.set('status', Number(next) === FoldStatus.Hidden ? 1 : 0)}
              data={[
                { value: String(FoldStatus.Shown), label: FoldStatusLabels[FoldStatus.Shown] },
                { value: String(FoldStatus.Hidden), label: FoldStatusLabels[FoldStatus.Hidden] },
              ]}
            />
          </div>
        </Input.Wrapper>
      ) : null}
      <div className={classes.foldFormActions}>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={busy || choices.length === 0}>
          {mode === 'add' ? PageTexts.addFold : 'Save'}
        </Button>
      </div>
    </form>
  );
}
