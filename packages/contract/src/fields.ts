import { z, type ZodType } from 'zod';
import type { FileKind } from './endpoint.ts';
import { formChoice, formIdList, formInt, formText, formUrl } from './form.ts';
import { scheduleFields } from './schedule.ts';

/**
 * Decision 074: a resource's field is declared once, here, as a descriptor. From the descriptors
 * `resourceFields` gives the contract its body and record schemas, the server its columns, wire
 * mapping, search text and table type, and the back office its form values, initial state,
 * validation, body and default input. What a descriptor cannot say stays a hook where it is
 * needed (a resource's `rules`, a hand-written `toWire`, a feature's own input).
 */

type FieldKind = 'text' | 'richText' | 'url' | 'file' | 'choice' | 'date' | 'relation' | 'number' | 'switch' | 'list';

/**
 * One field. `C` is its column (undefined: written by a hook, e.g. a relation's link rows),
 * `Col` the column's value (also the wire value: a declared field is stored as it is sent back),
 * `V` the form's value, `B` its body schema.
 */
export type Field<C extends string | undefined = string | undefined, Col = unknown, V = unknown, B = unknown> = {
  readonly kind: FieldKind;
  readonly column: C;
  /** The body's rule for the field; a file field has none here (the engine adds the file part). */
  readonly body: B;
  /** A file field's kind (its bytes are checked by the media module). */
  readonly file?: FileKind;
  /** Its value in the record as the API answers it; null: the base record already has it (status, position). */
  readonly record: ZodType | null;
  /** Required on create. */
  readonly required: boolean;
  /** The message for an empty required value, where the form words it (rich text). */
  readonly requiredMessage?: string;
  /** A list search matches it (the engine folds it into `search_text`, decision 009). */
  readonly search: boolean;
  /** The texts a search matches for its value, where they are more than the value (a phone as typed and as shown). */
  readonly searchAs?: SearchAs;
  /**
   * Per language (decision 081): the resource kit keeps the default language's text in the column
   * and every other language's in `translations`, read and written with `?locale=`.
   */
  readonly localized: boolean;
  /** The default input's label in the back office, its hint under the label and its placeholder. */
  readonly label?: string;
  readonly hint?: string;
  readonly placeholder?: string;
  /** Sanitised on the server before it is stored (an allowlist of markup). */
  readonly richText: boolean;
  /** '' is stored as null. */
  readonly emptyAsNull: boolean;
  /**
   * The column may hold null: the run-time twin of `Col`'s `| null`, which the server's test of
   * the tables against the migrations reads (decision 077).
   */
  readonly nullable: boolean;
  /** The longest text the default input takes. */
  readonly max?: number;
  /** A choice's values. */
  readonly options?: ReadonlyArray<string | number>;
  /** A choice's values as people read them (decision 088: the audit log and History say these, not the stored value). */
  readonly optionLabels?: Readonly<Record<string, string>>;
  /** The form's value for a new record. */
  readonly empty: V;
  /** The form's value from the record's wire value. */
  readonly toValue: (wire: Col | undefined) => V;
  /** The body's value from the form's (undefined: left out of the body). */
  readonly toBody: (value: V) => unknown;
  /** Phantom: the column's type, read by `TableOf`. */
  readonly __column?: Col;
};

/** The texts a list search matches for a field's value (`search: (value) => [...]`). */
type SearchAs = (value: string) => ReadonlyArray<string>;

type Common = {
  label?: string;
  hint?: string;
  placeholder?: string;
  /** A list search matches it; a function gives the texts it matches for the value. */
  search?: boolean | SearchAs;
  localized?: boolean;
  /** A rule of the resource's own instead of the kind's (a zod schema). */
  rule?: ZodType;
};

function field<C extends string | undefined, Col, V, B>(
  base: Omit<Field<C, Col, V, B>, 'search' | 'localized' | 'richText' | 'emptyAsNull' | 'required' | 'nullable'> &
    Partial<Pick<Field, 'search' | 'localized' | 'richText' | 'emptyAsNull' | 'required' | 'nullable'>>,
): Field<C, Col, V, B> {
  return {
    search: false,
    localized: false,
    richText: false,
    emptyAsNull: false,
    required: false,
    nullable: false,
    ...base,
  };
}

const orEmpty = (value: string | null | undefined) => value ?? '';

/** What the back office's default input says about a field, whatever its kind. */
const described = (opts: Common) => ({ label: opts.label, hint: opts.hint, placeholder: opts.placeholder });

/** Whether a list search matches the field, and the texts it matches for its value. */
const searched = (opts: Common) =>
  typeof opts.search === 'function' ? { search: true, searchAs: opts.search } : { search: opts.search };

/** Plain text, trimmed; `required` is the message for an empty one. */
export function text<const C extends string, R extends ZodType = ReturnType<typeof formText>>(
  opts: Common & { column: C; max: number; required?: string; rule?: R },
) {
  return field<C, string, string, R>({
    kind: 'text',
    column: opts.column,
    body: (opts.rule ?? formText({ max: opts.max, required: opts.required })) as R,
    record: z.string(),
    required: opts.required !== undefined,
    requiredMessage: opts.required,
    ...searched(opts),
    localized: opts.localized,
    ...described(opts),
    max: opts.max,
    empty: '',
    toValue: orEmpty,
    toBody: (value) => value.trim(),
  });
}

/** Rich text (HTML from the editor): sanitised on the server; markup alone is empty in the form. */
export function richText<const C extends string, R extends ZodType = ReturnType<typeof formText>>(
  opts: Common & { column: C; max: number; required?: string; rule?: R },
) {
  return { ...text(opts), kind: 'richText' as const, richText: true, toBody: (value: string) => value };
}

/**
 * An http(s) address (or with `allowSitePath` a path of this site), or with `rule` an address of
 * the resource's own kind (a video link); '' is stored as null.
 */
export function url<const C extends string, R extends ZodType = ReturnType<typeof formUrl>>(
  opts: Common & { column: C; message?: string; allowSitePath?: boolean; required?: boolean; rule?: R },
) {
  return field<C, string | null, string, R>({
    kind: 'url',
    column: opts.column,
    body: (opts.rule ?? formUrl(opts.message, { allowSitePath: opts.allowSitePath })) as R,
    record: z.string().nullable(),
    required: opts.required,
    emptyAsNull: true,
    nullable: true,
    ...searched(opts),
    localized: opts.localized,
    ...described(opts),
    empty: '',
    toValue: orEmpty,
    toBody: (value) => value.trim(),
  });
}

/** One of a few numbers (0 or 1, an icon from 1 to 15). */
export function choice<const C extends string, const O extends readonly [number, ...number[]]>(
  opts: Common & {
    column: C;
    options: O;
    message: string;
    required?: boolean;
    initial?: O[number];
    /** Each value in words (decision 088). */
    labels?: Readonly<Record<O[number], string>>;
  },
) {
  return field<C, O[number], O[number], ReturnType<typeof formChoice<O>>>({
    kind: 'choice',
    column: opts.column,
    body: formChoice(opts.options, opts.message),
    record: z.union(opts.options.map((o) => z.literal(o)) as unknown as [z.ZodLiteral<O[number]>]),
    required: opts.required,
    ...described(opts),
    localized: opts.localized,
    options: opts.options,
    optionLabels: opts.labels,
    empty: opts.initial ?? opts.options[0],
    toValue: (wire) => wire ?? opts.initial ?? opts.options[0],
    toBody: (value) => value,
  });
}

/** One of a few names (a site page); the form starts with none chosen. */
export function option<const C extends string, const O extends readonly [string, ...string[]]>(
  opts: Common & {
    column: C;
    options: O;
    message: string;
    required?: boolean;
    /** Each value in words (decision 088). */
    labels?: Readonly<Record<O[number], string>>;
  },
) {
  return field<C, O[number], O[number] | '', z.ZodEnum<{ [K in O[number]]: K }>>({
    kind: 'choice',
    column: opts.column,
    body: z.enum(opts.options, { error: opts.message }),
    record: z.enum(opts.options),
    required: opts.required,
    ...described(opts),
    localized: opts.localized,
    options: opts.options,
    optionLabels: opts.labels,
    empty: '',
    toValue: (wire) => wire ?? '',
    toBody: (value) => (value === '' ? undefined : value),
  });
}

/** On or off: 1 or 0 on the wire, a switch in the form. */
export function toggle<const C extends string>(opts: Common & { column: C; message: string }) {
  return field<C, 0 | 1, boolean, ReturnType<typeof formChoice<readonly [0, 1]>>>({
    kind: 'switch',
    column: opts.column,
    body: formChoice([0, 1], opts.message),
    record: z.union([z.literal(0), z.literal(1)]),
    ...described(opts),
    empty: false,
    toValue: (wire) => wire === 1,
    toBody: (value) => (value ? 1 : 0),
  });
}

/** A whole number within bounds. */
export function number<const C extends string, R extends ZodType = ZodType>(
  opts: Common & { column: C; message: string; min?: number; max?: number; required?: boolean; rule?: R },
) {
  const schema =
    opts.rule ??
    formInt(opts.message).pipe(
      z
        .number()
        .min(opts.min ?? Number.MIN_SAFE_INTEGER)
        .max(opts.max ?? Number.MAX_SAFE_INTEGER),
    );
  return field<C, number, number | '', R>({
    kind: 'number',
    column: opts.column,
    body: schema as R,
    record: z.number(),
    required: opts.required,
    ...described(opts),
    empty: '',
    toValue: (wire) => wire ?? '',
    toBody: (value) => (value === '' ? undefined : value),
  });
}

/** A calendar date or an instant, as ISO text; its rule is the resource's (`rule`). */
export function date<const C extends string, R extends ZodType, const N extends boolean = false>(
  opts: Common & { column: C; rule: R; nullable?: N; required?: boolean },
) {
  return field<C, N extends true ? string | null : string, string, R>({
    kind: 'date',
    column: opts.column,
    body: opts.rule,
    record: opts.nullable ? z.string().nullable() : z.string(),
    nullable: opts.nullable === true,
    required: opts.required,
    ...described(opts),
    empty: '',
    toValue: orEmpty,
    toBody: (value) => value,
  });
}

/** A file (an image, a video, audio): the media path in the record, a File in the form. */
export function file<const C extends string, const K extends FileKind>(
  opts: Common & { column: C; kind: K },
): Field<C, string | null, File | null, undefined> & { readonly file: K } {
  return field<C, string | null, File | null, undefined>({
    kind: 'file',
    column: opts.column,
    body: undefined,
    file: opts.kind,
    record: z.string().nullable(),
    nullable: true,
    ...described(opts),
    empty: null,
    // The stored file is shown beside the input; the value is only a newly chosen one.
    toValue: () => null,
    // Sent only when chosen: an absent file field keeps the stored one.
    toBody: (value) => value ?? undefined,
  }) as Field<C, string | null, File | null, undefined> & { readonly file: K };
}

/**
 * A list of values kept as JSON text in its column (a settings' social links); `Col` is the wire
 * value, the column holds its JSON. Its rule is the resource's (`rule`); the form edits it itself.
 */
export function list<const C extends string, R extends ZodType>(opts: Common & { column: C; rule: R }) {
  return field<C, z.output<R>, z.output<R>, R>({
    kind: 'list',
    column: opts.column,
    body: opts.rule,
    record: opts.rule,
    label: opts.label,
    empty: [] as z.output<R>,
    toValue: (wire) => wire ?? ([] as z.output<R>),
    toBody: (value) => value,
  });
}

/** Ids of other records (a learn item's categories): written by the resource's hook, not a column. */
export function relation(opts: Common & { required?: boolean } = {}) {
  return field<undefined, number[], number[], typeof formIdList>({
    kind: 'relation',
    column: undefined,
    body: formIdList,
    record: z.array(z.number()),
    required: opts.required,
    ...described(opts),
    empty: [],
    toValue: (wire) => wire ?? [],
    toBody: (value) => value,
  });
}

/** The status a record is saved with (requirements 1 §7): the base record carries it, the form shows Published. */
export function status() {
  return field<'status', 0 | 1, boolean, ReturnType<typeof formChoice<readonly [0, 1]>>>({
    kind: 'switch',
    column: 'status',
    body: formChoice([0, 1], 'status must be 0 or 1.'),
    record: null,
    empty: false,
    toValue: (wire) => wire === 1,
    toBody: (value) => (value ? 1 : 0),
  });
}

/** A record's place in its list (decision 003): the base record carries it; forms never send it. */
export function position() {
  const schema = formInt('position must be a whole number.').pipe(z.number().min(0).max(1_000_000_000));
  return field<'position', number, number | '', typeof schema>({
    kind: 'number',
    column: 'position',
    body: schema,
    record: null,
    empty: '',
    toValue: (wire) => wire ?? '',
    toBody: () => undefined,
  });
}

/** A field whose column may hold null (a video's source on an image slider). */
export function nullable<F extends AnyField>(
  f: F,
): Omit<F, '__column' | 'toValue'> & {
  readonly __column?: ColumnOf<F> | null;
  readonly toValue: (wire: ColumnOf<F> | null | undefined) => F['empty'];
} {
  return {
    ...f,
    record: f.record?.nullable() ?? null,
    nullable: true,
    toValue: (wire) => f.toValue(wire ?? undefined),
  };
}

/**
 * A field the record does not answer as it is (the resource's own `toWire` places it, e.g. a hero
 * slider's medium, nested under `heroSlider`): it is still a body field with a column.
 */
export function unlisted<F extends AnyField>(
  f: F,
): Omit<F, 'record'> & { readonly record: null; readonly unlisted: true } {
  return { ...f, record: null, unlisted: true };
}

/**
 * A field the record answers and no request writes: the server keeps its column itself (a
 * redirect's hit count, decision 078). It has no body rule, and forms do not edit it.
 */
export function readOnly<F extends AnyField>(f: F): F & { readonly readOnly: true } {
  return { ...f, readOnly: true };
}

/**
 * A field whose column has a default in the database (a field added to a table that has rows):
 * an insert may leave it out, so the table type marks it generated.
 */
export function defaulted<F extends AnyField>(f: F): F & { readonly hasDefault: true } {
  return { ...f, hasDefault: true };
}

/**
 * A field whose column the resource's own hooks write and read (a video's typed length, kept only
 * while the video is a link): a body field and a record field, but the engine maps no request
 * value to its column and reads none from it; the resource's `adjustColumns` and `toWire` do.
 */
export function hooked<F extends AnyField>(f: F): F & { readonly hooked: true } {
  return { ...f, hooked: true };
}

/**
 * A column only the server's own code writes and reads (a learn item's slug, claimed once the row
 * has an id; a signup's tokens): no body writes it and the record does not list it (the resource's
 * `toWire` may place it). Declared so that the table's type has it and decision 077's test holds
 * it to the migrations; `value` is what the column holds.
 */
export function serverColumn<const C extends string, V extends ZodType>(opts: { column: C; value: V }) {
  const column = field<C, z.output<V>, undefined, undefined>({
    kind: 'text',
    column: opts.column,
    body: undefined,
    record: opts.value,
    nullable: opts.value.safeParse(null).success,
    empty: undefined,
    toValue: () => undefined,
    toBody: () => undefined,
  });
  return unlisted(readOnly(column));
}

/** The schedule's two instants (decision 034), as every scheduled resource declares them. */
export const scheduleDescriptors = {
  publish_at: date({ column: 'publish_at', rule: scheduleFields.publish_at, nullable: true }),
  unpublish_at: date({ column: 'unpublish_at', rule: scheduleFields.unpublish_at, nullable: true }),
};

// ---------------------------------------------------------------------------------------------

type AnyField = Field<string | undefined, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type FieldShape = Record<string, AnyField>;

type FileNames<S extends FieldShape> = { [K in keyof S]: S[K] extends { file: FileKind } ? K : never }[keyof S];
type ReadOnlyNames<S extends FieldShape> = { [K in keyof S]: S[K] extends { readOnly: true } ? K : never }[keyof S];
type BodyNames<S extends FieldShape> = Exclude<keyof S, FileNames<S> | ReadOnlyNames<S>>;

/** The body schemas of the fields that are not files: `resourceEndpoints`'s `fields`. */
type BodyShape<S extends FieldShape> = { [K in BodyNames<S>]: S[K]['body'] };

/** The record's own fields (the base record's aside). */
type RecordShape<S extends FieldShape> = {
  [
    K in keyof S as S[K]['column'] extends 'status' | 'position' ? never : S[K] extends { unlisted: true } ? never : K
  ]: z.ZodType<ColumnOf<S[K]>, ColumnOf<S[K]>>;
};

/**
 * The record's own fields the engine reads from their columns, as the API answers them, by wire
 * name: a field without a column (a relation) or `hooked` is the resource's `toWire`'s to place.
 */
export type WireOf<S extends FieldShape> = {
  [
    K in keyof RecordShape<S> as S[K] extends { hooked: true } ? never : S[K]['column'] extends string ? K : never
  ]: z.output<RecordShape<S>[K]>;
};

export type ColumnOf<F> = F extends { readonly __column?: infer Col } ? Exclude<Col, undefined> : never;

/** A form's values for these fields, by wire name. */
export type ValuesOf<S extends FieldShape> = { [K in keyof S]: S[K]['empty'] };

/**
 * The table's columns the fields write, with their types (decision 074: no table type is written
 * by hand). The server adds the content columns every table has.
 */
export type ColumnsOf<S extends FieldShape> = {
  [
    K in keyof S as S[K]['column'] extends string ? (S[K] extends { hasDefault: true } ? never : S[K]['column']) : never
  ]: ColumnOf<S[K]>;
};

/** The columns among `ColumnsOf` that have a default in the database (`defaulted`). */
export type DefaultedColumnsOf<S extends FieldShape> = {
  [
    K in keyof S as S[K]['column'] extends string ? (S[K] extends { hasDefault: true } ? S[K]['column'] : never) : never
  ]: ColumnOf<S[K]>;
};

/** Everything a resource's descriptors give, with its parts for the endpoints, the server and the forms. */
export type ResourceFields<S extends FieldShape> = {
  /** The descriptors, by wire name. */
  fields: S;
  /** For `resourceEndpoints`: the body's fields, the ones required on create, the file fields, the descriptors. */
  spec: {
    fields: BodyShape<S>;
    required: Array<BodyNames<S> & string>;
    files: { [K in FileNames<S>]: S[K] extends { file: infer F extends FileKind } ? F : never };
    declared: S;
  };
  /** The record's own fields, to extend the base record with. */
  record: RecordShape<S>;
};

/**
 * The texts a list search matches in a row of these fields (the fields marked `search`, read from
 * their columns): the engine's search text of a resource, and of a row written elsewhere (an inbox's, by its public form).
 */
export function searchParts(
  declared: FieldShape,
  row: Readonly<Record<string, unknown>>,
): Array<string | null | undefined> {
  return Object.values(declared).flatMap((f) => {
    if (!f.search || f.column === undefined) return [];
    const value = row[f.column] as string | null | undefined;
    return f.searchAs && typeof value === 'string' ? [...f.searchAs(value)] : [value];
  });
}

/** The descriptors of one resource's fields, and what follows from them (decision 074). */
export function resourceFields<const S extends FieldShape>(fields: S): ResourceFields<S> {
  const all = Object.entries(fields);
  // A read-only field is in the record and the table, never in a body.
  const entries = all.filter(([, f]) => !isReadOnly(f));
  return {
    fields,
    spec: {
      fields: Object.fromEntries(entries.filter(([, f]) => f.kind !== 'file').map(([k, f]) => [k, f.body])) as never,
      required: entries.filter(([, f]) => f.kind !== 'file' && f.required).map(([k]) => k) as never,
      files: Object.fromEntries(entries.filter(([, f]) => f.file).map(([k, f]) => [k, f.file])) as never,
      declared: fields,
    },
    record: Object.fromEntries(all.flatMap(([k, f]) => (f.record ? [[k, f.record]] : []))) as never,
  };
}

/** Whether a descriptor is `readOnly`: the server writes its column, no request does. */
export function isReadOnly(f: AnyField): boolean {
  return 'readOnly' in f && f.readOnly === true;
}
