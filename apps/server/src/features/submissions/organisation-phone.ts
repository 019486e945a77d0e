import { DEFAULT_PHONE_COUNTRY } from '@atrium/contract/submission-rules';
import { phoneE164, phoneProblem } from '@atrium/contract/submissions';
import type { Db } from '../../db/database.ts';
import { createSiteSettingsRepository } from '../site-settings/site-settings.repository.ts';
import { createSubmissionsRepository } from './submissions.repository.ts';

/**
 * The organisation's own number (the contact details, decision 084): its schema cannot know the
 * site's default country, so the resource's hooks read it here, in the request's database or
 * transaction.
 */
const countryOf = async (db: Db) =>
  (await createSiteSettingsRepository(db).get()).settings?.default_country ?? DEFAULT_PHONE_COUNTRY;

/** What is wrong with the number as a number of the site's default country (the contract's messages). */
export async function organisationPhoneProblem(db: Db, phone: string): Promise<string | undefined> {
  return phoneProblem(phone, await countryOf(db));
}

/** The saved details' number in E.164, rewritten in the transaction that saved them; the row when it changed. */
export async function storeOrganisationPhone(trx: Db, row: { id: number; phone: string }) {
  if (!row.phone) return undefined;
  const e164 = phoneE164(row.phone, await countryOf(trx));
  return e164 === row.phone ? undefined : createSubmissionsRepository(trx).storeDetailsPhone(row.id, e164);
}
