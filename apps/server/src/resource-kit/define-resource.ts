import type { FieldErrors } from '@atrium/contract/api';
import type { Kysely } from 'kysely';
import type { ZodType } from 'zod';
import type { Database } from '../db/schema.ts';

export type MediaKind = 'image' | 'video';
export type SortSpec = { column: string; direction: 'asc' | 'desc' };

/** A row as stored: the engine treats tables generically, the definition knows their columns. */
export type Row = Record<string, unknown> & { id: number; status: number; position: number };

/**
 * One content resource, declared as data. The engine turns it into the spec's calls (list,
 * count, getById, create, update, setStatus, remove, bulkRemove, reorder) and their routes.
 */
export type ResourceDefinition<Wire = unknown> = {
  /** The URL segment under /api, as the spec writes it: 'hero-sliders'. */
  key: string;
  table: keyof Database & string;
  /** For server messages: 'Hero slider'. */
  noun: string;
  /**
   * The writable wire fields with their zod schemas (accepting JSON values and multipart
   * strings alike). Create requires the ones named in `required`; update takes any subset.
   */
  fields: Record<string, ZodType>;
  required: readonly string[];
  /** Multipart file fields and what they must contain; the media module checks the bytes. */
  files?: Record<string, MediaKind>;
  /** The record as the API returns it; also documents the response in OpenAPI. */
  wireSchema: ZodType<Wire>;
  toWire: (row: Row) => Wire;
  /**
   * Maps the wire fields present in a request to columns. `stored` holds each file field that
   * was sent: its new media path, or null when the request cleared it.
   */
  toColumns: (
    input: Record<string, unknown>,
    stored: Record<string, string | null>,
    existing: Row | undefined,
  ) => Record<string, unknown>;
  /** Column values for a new record before the request's own values apply. */
  defaults?: Record<string, unknown>;
  /**
   * Cross-field rules checked on the merged record, so an existing file satisfies them on edit.
   * May read the database (e.g. that a referenced category exists).
   */
  rules?: (row: Row, ctx: ResourceContext) => FieldErrors | Promise<FieldErrors>;
  /** Adds derived fields to rows before toWire (e.g. a category's name), one query per page. */
  expand?: (rows: Row[], ctx: ResourceContext) => Promise<Row[]>;
  /**
   * Which operations exist. Default: all. A single record such as the main FAQ is
   * `{ singleton: true }`: list and update, create only while none exists, no delete or reorder.
   */
  operations?: Partial<Record<Operation, boolean>>;
  /** One record only: create answers 409 once it exists. */
  singleton?: boolean;
  /** The text a list search matches (the engine normalises it). */
  searchText: (row: Row) => string;
  /** Allowed sort_by values and what they order by; the first is the default. */
  sorts: Record<string, SortSpec>;
  /** Extra list filters by query parameter, e.g. selectedPage → selected_page. */
  filters?: Record<string, { column: string; schema: ZodType }>;
  /** Lists and counts answer without a token, showing published records only. */
  publicRead?: boolean;
};

export type Operation =
  'list' | 'count' | 'getById' | 'create' | 'update' | 'setStatus' | 'remove' | 'bulkRemove' | 'reorder';

export type ResourceContext = { db: Kysely<Database> };

export function defineResource<Wire>(definition: ResourceDefinition<Wire>): ResourceDefinition<Wire> {
  return definition;
}
