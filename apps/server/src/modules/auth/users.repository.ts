import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso, toCount } from '../../db/dialect.ts';
import type { UsersTable } from '../../db/schema.ts';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Omit<Insertable<UsersTable>, 'id' | 'created_at' | 'updated_at' | 'token_version'>;

/** All SQL on the users table. Emails are stored lower-cased; lookups fold case as well. */
export function createUsersRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      return toCount(row?.count);
    },

    getById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** What a request's token is checked against: only the columns that check reads. */
    getSession(id: number): Promise<Pick<UserRow, 'id' | 'email' | 'token_version'> | undefined> {
      return db.selectFrom('users').select(['id', 'email', 'token_version']).where('id', '=', id).executeTakeFirst();
    },

    getByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
    },

    /** The email in any case, or the exact username (usernames never contain '@', so the two cannot clash). */
    getByIdentifier(identifier: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['email']), '=', identifier.toLowerCase()), eb('username', '=', identifier)]),
        )
        .executeTakeFirst();
    },

    getByUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },

    async insert(user: NewUser): Promise<UserRow> {
      const now = nowIso();
      return db
        .insertInto('users')
        .values({ ...user, email: user.email.toLowerCase(), token_version: 0, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Sets a new hash and raises token_version, which ends every access token issued before. */
    async setPassword(id: number, passwordHash: string, trx: Db = db): Promise<UserRow | undefined> {
      return trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          updated_at: nowIso(),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async updateProfile(
      id: number,
      values: Partial<Pick<UsersTable, 'email' | 'first_name' | 'last_name' | 'profile_image'>>,
    ): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({ ...values, ...(values.email ? { email: values.email.toLowerCase() } : {}), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
