import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect.ts';

/** All SQL on captcha_used: the store that makes a solution count once, for every process on the database. */
export function createCaptchaUsedRepository(db: Db) {
  return {
    /** Records a solution as used; false when it already was (the primary key decides, atomically). */
    async markUsed(id: string, expiresAt: string): Promise<boolean> {
      try {
        await db.insertInto('captcha_used').values({ id, expires_at: expiresAt }).execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Forgets solutions whose challenge has expired: they are refused as expired anyway. */
    async purgeExpired(now: string): Promise<void> {
      await db.deleteFrom('captcha_used').where('expires_at', '<', now).execute();
    },
  };
}
