import { DEFAULT_PHONE_COUNTRY } from '@atrium/contract/submission-rules';
import type { Db } from '../../db/database.ts';

/** The site's default country (Site settings, decision 084): the organisation's phone is read as its number. */
export async function defaultCountry(db: Db): Promise<string> {
  const row = await db.selectFrom('site_settings').select('default_country').executeTakeFirst();
  return row?.default_country ?? DEFAULT_PHONE_COUNTRY;
}

/** The phone column rewritten in E.164, in the transaction that saved the row; the row as it now is. */
export async function storePhone(trx: Db, id: number, phone: string) {
  return trx.updateTable('contact_us_details').set({ phone }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
