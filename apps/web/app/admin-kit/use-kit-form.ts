import type { FieldErrors } from '@atrium/contract/api';
import { useCallback, useContext, useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FormErrors } from '~/lib/form-errors';
import { sameValues } from './form-drafts';
import { FormScopeContext, registerForm } from './unsaved-changes';
import { useFormDraft } from './use-form-draft';

const NO_ERRORS: FieldErrors = {};

/**
 * The state of every back-office form (decision: one form style): the values, the client's rules
 * (a `validate` built from the contract's zod schemas) and the server's field errors. Errors show after the first submit and then follow the
 * input live; with `liveFromFirstEdit` (requirements 3 §5: "validated live as edited and all again on
 * submit") a field's error shows as soon as that field is edited. The server's field errors show
 * until that field is edited.
 *
 * `dirty` says the values differ from the ones the form started from (decision 027); while
 * they do, the shell's unsaved-changes guard asks before the form is lost, and inside a kit
 * scope with a draft (list and single-record forms) the values are autosaved in this browser.
 * `settle()` (after a successful save) makes the current values the new start; `discard()`
 * (Cancel) drops the draft.
 */
export function useKitForm<V extends Record<string, unknown>>(options: {
  initial: V | (() => V);
  validate: (values: V) => FormErrors;
  serverErrors?: FieldErrors;
  liveFromFirstEdit?: boolean;
}) {
  const { validate, serverErrors, liveFromFirstEdit = false } = options;
  const [values, setValues] = useState<V>(options.initial);
  // What the form started from (or was last saved as): the measure of `dirty`.
  const [start, setStart] = useState<V>(values);
  const dirty = !sameValues(values, start);
  const [submitted, setSubmitted] = useState(false);
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
  const errors: FormErrors = { ...server, ...clientErrors() };

  function clientErrors(): FormErrors {
    if (submitted) return dropEmpty(validate(values));
    if (!liveFromFirstEdit || touched.size === 0) return {};
    return dropEmpty(Object.fromEntries(Object.entries(validate(values)).filter(([field]) => touched.has(field))));
  }

  const touch = useCallback((fields: string[]) => {
    setTouched((current) => (fields.every((f) => current.has(f)) ? current : new Set([...current, ...fields])));
  }, []);

  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K], alsoClears: string[] = []) => {
      setValues((current) => ({ ...current, [field]: value }));
      touch([field]);
      setEdited((current) => {
        const fields = current.source === serverErrors ? current.fields : [];
        return { source: serverErrors, fields: [...fields, field, ...alsoClears] };
      });
    },
    [serverErrors, touch],
  );

  /** Sets several fields at once; `alsoClears` names further server errors it answers (wire names). */
  const patch = useCallback(
    (next: Partial<V>, alsoClears: string[] = []) => {
      setValues((current) => ({ ...current, ...next }));
      touch(Object.keys(next));
      setEdited((current) => {
        const fields = current.source === serverErrors ? current.fields : [];
        return { source: serverErrors, fields: [...fields, ...Object.keys(next), ...alsoClears] };
      });
    },
    [serverErrors, touch],
  );

  /** Marks the form submitted; true when the values pass the client's rules. */
  const attempt = useCallback((): boolean => {
    setSubmitted(true);
    return Object.keys(dropEmpty(validate(values))).length === 0;
  }, [validate, values]);

  const scope = useContext(FormScopeContext);
  const { offer, clearOffer, flush, drop } = useFormDraft(scope, values, start, dirty);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const valuesRef = useRef(values);
  valuesRef.current = values;

  /** A successful save: what the form shows is now what is stored. */
  const settle = useCallback(() => {
    dirtyRef.current = false;
    setStart(valuesRef.current);
    drop();
  }, [drop]);

  const slot = scope?.slot ?? 'page';
  useEffect(() => registerForm({ slot, isDirty: () => dirtyRef.current, flush, settle }), [slot, flush, settle]);

  /** Puts a kept draft's values in the form (they are unsaved changes, so the form is dirty). */
  const restoreDraft = useCallback(() => {
    if (!offer) return;
    setValues((current) => ({ ...current, ...offer.values }));
    clearOffer();
  }, [offer, clearOffer]);

  const draftNotice = offer
    ? { draftSavedAt: offer.draftSavedAt, recordSavedAt: offer.recordSavedAt, restore: restoreDraft, discard: drop }
    : null;

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

  return {
    values,
    set,
    patch,
    field,
    errors,
    attempt,
    submitted,
    serverErrors: serverErrors ?? NO_ERRORS,
    dirty,
    settle,
    /** Cancel: the changes are thrown away on purpose, and so is their draft. */
    discard: drop,
    /** A kept draft to offer (Restore or Discard), or null. */
    draftNotice,
  };
}

export type DraftNotice = NonNullable<ReturnType<typeof useKitForm>['draftNotice']>;

export type KitForm = Pick<ReturnType<typeof useKitForm>, 'attempt' | 'serverErrors'> &
  Partial<Pick<ReturnType<typeof useKitForm>, 'discard' | 'draftNotice'>>;

function isChangeEvent(value: unknown): value is ChangeEvent<HTMLInputElement | HTMLTextAreaElement> {
  return typeof value === 'object' && value !== null && 'currentTarget' in value && 'nativeEvent' in value;
}

function dropEmpty(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}
