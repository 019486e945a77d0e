import type { z, ZodType } from 'zod';

/**
 * One API endpoint, declared once: the server registers its route from it (validation,
 * serialisation, OpenAPI), the back office calls it through a client typed by it, and the public
 * site's loaders call its operation in process. Paths are relative to /api, with `:name` params
 * and the spec's trailing '/'.
 */
export type Endpoint = {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly path: `/${string}`;
  /**
   * Who may call it (decision 035), checked before the body is read: `editor` needs the token of
   * an active user of either role (editor or administrator); `admin` an administrator's (an
   * editor gets 403); `optional` reads a token when one is sent (public reads that show a
   * signed-in user more); `public` needs none.
   */
  readonly access: Access;
  readonly params?: ZodType;
  readonly query?: ZodType;
  readonly body?: ZodType;
  /**
   * Multipart file fields beside the body's own, with what each must contain. Declared, even
   * empty, the endpoint takes a multipart body as well as JSON.
   */
  readonly files?: Readonly<Record<string, FileKind>>;
  /**
   * File fields the record cannot be without: a create must bring each (a file, or a /media/
   * path of the library). The server's rules refuse it without one, in the resource's own words,
   * so the body schema leaves them optional; the OpenAPI document lists them as required.
   */
  readonly requiredFiles?: readonly string[];
  /**
   * Every answer besides the failures the server adds to all: status → envelope schema, or a
   * body by media type for an answer that is no JSON envelope (a CSV download).
   */
  readonly responses: Readonly<Record<number, ZodType | ContentResponse>>;
  readonly tags: readonly string[];
  readonly summary?: string;
  readonly description?: string;
};

/** What a file field takes; the server judges the bytes (audio: MP3, M4A or Ogg, decision 040). */
export type FileKind = 'image' | 'video' | 'audio';

/** Who may call an endpoint; see Endpoint['access']. */
export type Access = StaffAccess | 'optional' | 'public';
/** The signed-in levels: any active user (`editor`), or administrators only (`admin`). */
export type StaffAccess = 'editor' | 'admin';

/**
 * An answer documented by media type, as OpenAPI writes it: the route sends it itself (no
 * envelope, no JSON serializer), so its callers get no typed answer from it.
 */
type ContentResponse = {
  readonly description: string;
  readonly content: Readonly<Record<string, { readonly schema: ZodType }>>;
};

/** Declares an endpoint, keeping its literal types for the typed client and handlers. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

/**
 * The endpoint's identity across module copies (the web build bundles its own copy of this
 * package, so objects cannot be compared): 'GET /faqs/'.
 */
export function endpointId(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The endpoint's path with its params filled in, each encoded as one path segment. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path} needs the param ${name}.`);
    return encodeURIComponent(String(value));
  });
}

type Schema<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends ZodType ? E[K] : never;

/** A file as a caller sends it: a file, or '' (null in JSON) to clear the stored one. */
type FileValue = Blob | '' | null;
type FilesInput<E extends Endpoint> =
  E['files'] extends Readonly<Record<string, FileKind>>
    ? string extends keyof E['files']
      ? unknown
      : { [K in keyof E['files']]?: FileValue }
    : unknown;

/**
 * What a caller sends: params, query and body as their schemas accept them, a body's file fields
 * as files (the client sends a body holding one as multipart, decision 074).
 */
export type CallInput<E extends Endpoint> = (E['params'] extends ZodType
  ? { params: z.input<Schema<E, 'params'>> }
  : { params?: undefined }) &
  (E['query'] extends ZodType ? { query?: z.input<Schema<E, 'query'>> } : { query?: undefined }) &
  (E['body'] extends ZodType ? { body: BodyFields<E> & FilesInput<E> } : { body?: undefined });

/** A body's own fields as a caller sends them; an empty schema (a body of files only) has none. */
type BodyFields<E extends Endpoint> =
  z.input<Schema<E, 'body'>> extends Record<string, never> ? object : z.input<Schema<E, 'body'>>;

/** What a handler receives: params, query and body as their schemas output them. */
export type HandlerInput<E extends Endpoint> = {
  params: E['params'] extends ZodType ? z.output<Schema<E, 'params'>> : undefined;
  query: E['query'] extends ZodType ? z.output<Schema<E, 'query'>> : undefined;
  body: E['body'] extends ZodType ? z.output<Schema<E, 'body'>> : undefined;
};

type Responses<E extends Endpoint> = E['responses'];
/**
 * The schema of the endpoint's success answer: its 201 when it creates, its 202 when it starts
 * work that goes on after the answer (an import, decision 079), else its 200.
 */
type SuccessSchema<E extends Endpoint> =
  Responses<E> extends { 201: infer R extends ZodType }
    ? R
    : Responses<E> extends { 202: infer R extends ZodType }
      ? R
      : Responses<E> extends { 200: infer R extends ZodType }
        ? R
        : never;

/** The success envelope the endpoint answers with (200, 201 or 202), as a caller reads it. */
export type Answer<E extends Endpoint> = z.output<SuccessSchema<E>>;

/**
 * What a handler answers: the success envelope's data and message, as the handler writes them
 * (before the serializer's defaults and transforms); the server adds `success`.
 */
export type HandlerAnswer<E extends Endpoint> = Omit<z.input<SuccessSchema<E>>, 'success'>;
