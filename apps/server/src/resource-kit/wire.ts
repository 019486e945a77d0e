import { z } from 'zod';

/** The wire fields every list record carries, for response schemas. */
export const baseWireSchema = {
  id: z.number(),
  status: z.number(),
  position: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
};
