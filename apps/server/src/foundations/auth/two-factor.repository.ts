import type { Db } from '../../db/database.ts';
import { nowIso, toCount } from '../../db/dialect.ts';

/** Decision 036: the TOTP columns of users and the recovery codes' table. */
export function createTwoFactorRepository(db: Db) {
  async function replaceRecoveryCodes(trx: Db, userId: number, codeHashes: string[], at: string): Promise<void> {
    await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('user_recovery_codes')
      .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: at })))
      .execute();
  }

  return {
    /** A new, unconfirmed secret (enrolment's start); refused (false) while two-factor is on. */
    async setPendingSecret(userId: number, encrypted: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ totp_secret: encrypted, totp_last_step: null, updated_at: nowIso() })
        .where('id', '=', userId)
        .where('two_factor_enabled', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Marks a time step used: only when it is later than the last one accepted, so a code (or an
     * older one) works once, even for two requests at the same moment.
     */
    async claimStep(userId: number, step: number, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Two-factor on, with these recovery codes' hashes (any earlier ones go). */
    async enable(trx: Db, userId: number, codeHashes: string[], at: string): Promise<void> {
      await trx.updateTable('users').set({ two_factor_enabled: 1, updated_at: at }).where('id', '=', userId).execute();
      await replaceRecoveryCodes(trx, userId, codeHashes, at);
    },

    /** These recovery codes' hashes instead of the user's earlier ones (decision 068's new codes). */
    replaceRecoveryCodes,

    /** Two-factor off: the secret, the last step and the recovery codes go. */
    async disable(trx: Db, userId: number): Promise<boolean> {
      await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
      const result = await trx
        .updateTable('users')
        .set({ two_factor_enabled: 0, totp_secret: null, totp_last_step: null, updated_at: nowIso() })
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Uses a recovery code (one conditional UPDATE: it works once). */
    async claimRecoveryCode(userId: number, codeHash: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('user_recovery_codes')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** How many recovery codes the user has left (decision 068's notice says so). */
    async unusedRecoveryCodes(userId: number): Promise<number> {
      const row = await db
        .selectFrom('user_recovery_codes')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return toCount(row?.count);
    },

    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.transaction().execute(work);
    },
  };
}
