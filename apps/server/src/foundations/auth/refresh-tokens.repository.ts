import { expressionBuilder, type Expression, type Insertable, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { RefreshTokens } from '../../db/tables.generated.ts';

export type RefreshTokenRow = Selectable<RefreshTokens>;
export type NewRefreshToken = Omit<Insertable<RefreshTokens>, 'id' | 'used_at' | 'revoked_at'>;

/**
 * Whether session `familyId` of user `userId` is still open: a token of its family is not revoked
 * (signing out, ending it on the sessions screen, a new password and reuse revoke them all). A
 * condition for another table's statement: the auth plugin's read of a request's user (decision
 * 086) and the presence notice's read of the forms open on a record (decision 107). A column of
 * the outer table is named with its table: refresh_tokens has a user_id of its own.
 */
export function sessionOpen(familyId: Expression<string>, userId: Expression<number>): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>();
  return eb.exists(
    eb
      .selectFrom('refresh_tokens')
      .select('refresh_tokens.id')
      .where('refresh_tokens.family_id', '=', familyId)
      .where('refresh_tokens.user_id', '=', userId)
      .where('refresh_tokens.revoked_at', 'is', null),
  );
}

/** All SQL on refresh_tokens (decision 026). Only a token's sha256 is stored, never the token. */
export function createRefreshTokensRepository(db: Db) {
  return {
    /** Runs `work` in one transaction: pass `trx` to this and other repositories' writes. */
    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.transaction().execute(work);
    },

    async insert(row: NewRefreshToken, trx: Db = db): Promise<void> {
      await trx.insertInto('refresh_tokens').values(row).execute();
    },

    getByHash(tokenHash: string, trx: Db = db): Promise<RefreshTokenRow | undefined> {
      return trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /**
     * Marks a token used if it still is open (unused, not revoked), in one statement, so two
     * requests racing with the same token cannot both rotate it. True when this call marked it.
     */
    async claim(id: number, now: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async revokeFamily(familyId: string, now: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Every family of a user ends: a password change or reset. */
    async revokeAllOf(userId: number, now: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * The open token of each live family of a user (decision 037): unused, unrevoked, before its
     * idle and absolute expiry. A live family has exactly one; it carries the latest address.
     */
    listOpen(userId: number, now: string, trx: Db = db): Promise<RefreshTokenRow[]> {
      return trx
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where('family_expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Ends these families of this user (never another user's, whatever ids are passed). */
    async revokeFamiliesOf(userId: number, familyIds: string[], now: string, trx: Db = db): Promise<void> {
      if (familyIds.length === 0) return;
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('family_id', 'in', familyIds)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * Decision 068: opens the sudo window of a live family of this user until `until`, on every
     * unrevoked row of it (the open token and the used ones a renewal copies from). False when
     * the family has ended or is another user's.
     */
    async stepUp(userId: number, familyId: string, until: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('refresh_tokens')
        .set({ stepped_up_until: until })
        .where('user_id', '=', userId)
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Whether this user's family is live and its sudo window open at `now` (one indexed read). */
    async isSteppedUp(userId: number, familyId: string, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('family_id', '=', familyId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('stepped_up_until', '>', now)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Tokens past their idle expiry are worth nothing, not even for reuse detection. */
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('refresh_tokens').where('expires_at', '<=', now).execute();
    },
  };
}
