import type { Selectable } from 'kysely';
import type { Newsletters } from '../../db/tables.generated.ts';

/** A newsletter as stored (decision 052). */
export type NewsletterRow = Selectable<Newsletters>;
