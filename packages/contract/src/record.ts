import { z } from 'zod';

/** A record's status on the wire: 0 unpublished, 1 published, 2 deleted (hidden, recoverable). */
const statusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/**
 * The fields every list record carries. Each resource's record schema extends this one, and its
 * type is `z.infer` of that schema: the server answers with it, the web app and e2e specs read it.
 */
export const baseRecordSchema = z.object({
  id: z.number(),
  status: statusSchema,
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BaseRecord = z.infer<typeof baseRecordSchema>;
