import type { FieldErrors } from '@atrium/contract/api';
import { useCallback, useState, type ChangeEvent } from 'react';
import type { FormErrors } from '~/lib/form-errors';

const NO_ERRORS: FieldErrors = {};

/**
 * The state of a list screen's form. Errors show after the first submit and then follow the
 * input live; with `live`, a field's error shows from its first edit (spec 3 §5: "validated live
 * as edited and all again on submit"). The server's field errors show until that field is edited.
 */
export function useKitForm<V extends Record<string, unknown>>(options: {
  initial: V | (() => V);
  validate: (values: V) => FormErrors;
  serverErrors?: FieldErrors;
  live?: boolean;
}) {
  const { validate, serverErrors, live = false } = options;
  const [values, setValues] = useState<V>(options.initial);
  const [submitted, setSubmitted] = useState(false);
  // Fields edited since the form opened: with `live`, their errors show before any submit.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // Server errors of fields edited since that answer; a new answer starts afresh.
  const [edited, setEdited] = useState<{ source: FieldErrors | undefined; fields: string[] }>({
    source: serverErrors,
    fields: [],
  });
  const editedFields = edited.source === serverErrors ? edited.fields : [];

  const server: FormErrors = {};
  for (const [field, message] of Object.entries(serverErrors ?? {})) {
    if (!editedFields.includes(field)) server[field] = message;
  }
  const ownErrors = submitted || live ? dropEmpty(validate(values)) : {};
  const shown = submitted ? ownErrors : Object.fromEntries(Object.entries(ownErrors).filter(([f]) => touched.has(f)));
  const errors: FormErrors = { ...server, ...shown };

  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K], alsoClears: string[] = []) => {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
      setEdited((current) => {
        const fields = current.source === serverErrors ? current.fields : [];
        return { source: serverErrors, fields: [...fields, field, ...alsoClears] };
      });
    },
    [serverErrors],
  );

  /** Sets several fields at once; `alsoClears` names further server errors it answers (wire names). */
  const patch = useCallback(
    (next: Partial<V>, alsoClears: string[] = []) => {
      setValues((current) => ({ ...current, ...next }));
      setTouched((current) => new Set([...current, ...Object.keys(next)]));
      setEdited((current) => {
        const fields = current.source === serverErrors ? current.fields : [];
        return { source: serverErrors, fields: [...fields, ...Object.keys(next), ...alsoClears] };
      });
    },
    [serverErrors],
  );

  /** Marks the form submitted; true when the values pass the client's rules. */
  const attempt = useCallback((): boolean => {
    setSubmitted(true);
    return Object.keys(dropEmpty(validate(values))).length === 0;
  }, [validate, values]);

  /**
   * What a field needs: its value, its error, and an onChange that takes the new value (a
   * picker, the rich-text editor) or an input's change event (text inputs, textareas).
   */
  const field = <K extends keyof V & string>(name: K) => ({
    value: values[name],
    error: errors[name],
    onChange: (next: V[K] | ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name, isChangeEvent(next) ? (next.currentTarget.value as V[K]) : next),
  });

  return { values, set, patch, field, errors, attempt, submitted, serverErrors: serverErrors ?? NO_ERRORS };
}

export type KitForm = Pick<ReturnType<typeof useKitForm>, 'attempt' | 'serverErrors'>;

function isChangeEvent(value: unknown): value is ChangeEvent<HTMLInputElement | HTMLTextAreaElement> {
  return typeof value === 'object' && value !== null && 'currentTarget' in value && 'nativeEvent' in value;
}

function dropEmpty(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}
