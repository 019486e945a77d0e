import {
  isReservedRedirectPath,
  RedirectMessages,
  redirectFields,
  type RedirectStatus,
  RedirectStatuses,
} from '@atrium/contract/redirects';
import { toSearchText } from '@atrium/contract/text';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../errors.ts';
import {
  finalTarget,
  fromKey,
  fromPathKey,
  indexRule,
  indexRules,
  keysMatching,
  normalFrom,
  normalTo,
  type RedirectRule,
  targetPathKey,
  unindexRule,
} from './redirect-rules.ts';
import { createRedirectsRepository } from './redirects.repository.ts';

/** A redirect to add: `status` 301 (the default) or 302 (a CSV cell's text is read as its number). */
export type NewRedirect = { from: string; to: string; status?: number | string };

/** What `addRedirects` did, and the redirects it refused by their index in the list given, with why. */
export type AddedRedirects = {
  added: number;
  /** Addresses already redirected whose target or status changed (with `existing: 'replace'`). */
  updated: number;
  /** Addresses already redirected to the same target with the same status. */
  unchanged: number;
  /** Addresses already redirected, left as they were (`existing: 'skip'`), or listed twice (the first counts). */
  skipped: number;
  refused: Array<{ index: number; errors: Record<string, string> }>;
};

export type AddOptions = {
  /** An address already redirected: keep its redirect (`skip`, the default) or give it this one's target (`replace`). */
  existing?: 'skip' | 'replace';
  /** Write nothing when any redirect is refused (the CSV import); by default the others are added. */
  allOrNothing?: boolean;
  /** Check and count what would be added and updated, writing nothing (an import's dry run). */
  dryRun?: boolean;
};

/** A text decoded for reading ('%C3%A9' is 'é'); left as it is when it does not decode. */
function readable(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What a list search matches: both addresses, as a reader types them (decoded). */
export function redirectSearchParts(from: string | null | undefined, to: string | null | undefined): string[] {
  return [readable(from ?? ''), readable(to ?? '')];
}

const searchText = (from: string, to: string) => toSearchText(...redirectSearchParts(from, to));

/** The contract's rule asked again of the normalised address ('/x/../api/' is '/api/'). */
export function fromErrors(storedFrom: string): Record<string, string> {
  return isReservedRedirectPath(storedFrom) ? { from: RedirectMessages.fromReserved } : {};
}

/** Checks one redirect as a save would (the contract's rules, then the server's), normalised. */
function checked(input: NewRedirect): { rule: Omit<RedirectRule, 'id'> } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const { fields } = redirectFields;
  for (const [name, value] of [
    ['from', input.from],
    ['to', input.to],
    ['status', input.status ?? RedirectStatuses[0]],
  ] as const) {
    const parsed = fields[name].body.safeParse(value);
    if (parsed.success) values[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message ?? RedirectMessages.invalid;
  }
  if (Object.keys(errors).length) return { errors };
  const from = normalFrom(values.from as string);
  const reserved = fromErrors(from);
  if (Object.keys(reserved).length) return { errors: reserved };
  return { rule: { from, to: normalTo(values.to as string), status: values.status as RedirectStatus } };
}

/**
 * After any write to the table, in its transaction: every redirect's target is followed through
 * the others and stored collapsed (a→b, b→c: a→c), so the table holds one-hop redirects. The
 * redirect just saved (`saved`) is refused (400, the whole write undone) when it leads back to
 * itself.
 */
async function settle(db: Db, saved?: RedirectRule): Promise<RedirectRule | undefined> {
  const repo = createRedirectsRepository(db);
  const rules = await repo.all();
  const index = indexRules(rules);
  let own = saved;
  for (const rule of rules) {
    const target = finalTarget(index, rule);
    if (target === null) {
      if (rule.id === saved?.id) throw new ValidationError({ to: RedirectMessages.loop });
      // A loop saved by two racing writes: left for the served map to skip (it is not served).
      continue;
    }
    if (target === rule.to) continue;
    await repo.retarget(rule.id, target, searchText(rule.from, target));
    if (rule.id === saved?.id) own = { ...rule, to: target };
  }
  return own;
}

/**
 * The list engine's hook for a redirect saved through the API (resources/redirects), inside its
 * transaction: refuses a loop, collapses the chain it makes or joins. Answers the redirect's
 * target as stored once collapsed.
 */
export async function settleSaved(trx: Db, saved: RedirectRule): Promise<string> {
  return (await settle(trx, saved))?.to ?? saved.to;
}

/**
 * The stored rules a save's chains can pass through, indexed: those at the saved addresses, and
 * those the targets lead to, hop by hop (the stored ones are collapsed, so this ends within a
 * hop or two). Read by key, so a save costs its own size, not the table's.
 */
async function chainIndex(
  repo: ReturnType<typeof createRedirectsRepository>,
  stored: RedirectRule[],
  saving: Array<Omit<RedirectRule, 'id'>>,
) {
  const known = new Map(stored.map((rule) => [rule.id, rule]));
  let targets = [...saving, ...stored].map((rule) => rule.to);
  for (let hop = 0; hop < 16 && targets.length; hop++) {
    const keys = targets.map(keysMatching);
    if (keys.some((list) => list === null && targets.some((to) => to.startsWith('/')))) {
      // A target with too many query parameters to list its keys: every rule may take it.
      for (const rule of await repo.all()) known.set(rule.id, rule);
      break;
    }
    const found = (await repo.byFromKeys(keys.flatMap((list) => list ?? []))).filter((rule) => !known.has(rule.id));
    for (const rule of found) known.set(rule.id, rule);
    targets = found.map((rule) => rule.to);
  }
  return indexRules(known.values());
}

/**
 * Adds redirects, in the caller's transaction when `db` is one, else in one of its own: each is
 * checked as the API checks one (site paths, statuses, no loop), normalised, and its chain
 * collapsed, as are the chains of the redirects already stored that now lead through it. The
 * WordPress importer adds one per imported item (its old permalink and `/?p=<id>`), the CSV import
 * a whole file. The caller raises the content version once committed (`app.pageCache.contentChanged()`
 * outside a request; a signed-in write's answer does it by itself), so every process serves them.
 */
export async function addRedirects(
  db: Db,
  redirects: NewRedirect[],
  options: AddOptions = {},
): Promise<AddedRedirects> {
  const { existing: onExisting = 'skip', allOrNothing = false, dryRun = false } = options;
  const result: AddedRedirects = { added: 0, updated: 0, unchanged: 0, skipped: 0, refused: [] };
  return createRedirectsRepository(db).transaction(async (trx) => {
    const repo = createRedirectsRepository(trx);
    const checks = redirects.map(checked);
    const accepted = checks.flatMap((check) => ('rule' in check ? [check.rule] : []));
    const stored = await repo.byFromKeys(accepted.map((rule) => fromKey(rule.from)));
    const index = await chainIndex(repo, stored, accepted);
    const byKey = new Map(stored.map((rule) => [fromKey(rule.from), rule]));
    const listed = new Set<string>();
    const inserts: RedirectRule[] = [];
    const replaced: RedirectRule[] = [];
    for (const [i, check] of checks.entries()) {
      if ('errors' in check) {
        result.refused.push({ index: i, errors: check.errors });
        continue;
      }
      const key = fromKey(check.rule.from);
      const before = byKey.get(key);
      if (listed.has(key) || (before && onExisting === 'skip')) {
        result.skipped += 1;
        continue;
      }
      listed.add(key);
      if (before && before.to === check.rule.to && before.status === check.rule.status) {
        result.unchanged += 1;
        continue;
      }
      // A stand-in id until it is inserted: the chain checks tell rules apart by their ids.
      const candidate = { ...check.rule, id: before?.id ?? -(i + 1) };
      if (before) unindexRule(index, before);
      indexRule(index, candidate);
      if (finalTarget(index, candidate) === null) {
        unindexRule(index, candidate);
        if (before) indexRule(index, before);
        result.refused.push({ index: i, errors: { to: RedirectMessages.loop } });
        continue;
      }
      (before ? replaced : inserts).push(candidate);
    }
    result.added = inserts.length;
    result.updated = replaced.length;
    if (allOrNothing && result.refused.length) return { ...result, added: 0, updated: 0 };
    if (dryRun) return result;
    // The stored rules are kept collapsed (settle), so only these can change: the rules added or
    // replaced (one may lead through another of the same call) and the stored ones whose target
    // is one of their addresses. Settling only them keeps a call's cost to its own size, not the
    // table's: an import adds thousands in calls of a few hundred (decision 079).
    const changed = [...inserts, ...replaced];
    for (const rule of changed) rule.to = finalTarget(index, rule) ?? rule.to;
    const changedIds = new Set(replaced.map((rule) => rule.id));
    const changedKeys = new Set(changed.map((rule) => fromPathKey(rule.from)));
    const leadingIn = (await repo.targeting(changedKeys)).filter((rule) => {
      const key = targetPathKey(rule.to);
      return key !== null && changedKeys.has(key) && !changedIds.has(rule.id);
    });
    let position = (await repo.maxPosition()) + 1;
    await repo.insertMany(
      inserts.map((rule) => ({
        from_path: rule.from,
        from_key: fromKey(rule.from),
        to_url: rule.to,
        code: rule.status,
        search_text: searchText(rule.from, rule.to),
        position: position++,
      })),
    );
    for (const rule of replaced)
      await repo.replace(rule.id, { to_url: rule.to, code: rule.status, search_text: searchText(rule.from, rule.to) });
    for (const rule of leadingIn) {
      const target = finalTarget(index, rule);
      if (target !== null && target !== rule.to) await repo.retarget(rule.id, target, searchText(rule.from, target));
    }
    return result;
  });
}

/**
 * A page moved from one address to another (a learn item's new slug): the old address answers
 * 301 to the new one, and a redirect from the new address goes, since a page answers there
 * again (so renaming back and forth makes no loop). In the caller's transaction.
 */
export async function pageMoved(db: Db, from: string, to: string): Promise<void> {
  await createRedirectsRepository(db).transaction(async (trx) => {
    await pageAnswersAt(trx, to);
    const { refused } = await addRedirects(trx, [{ from, to, status: 301 }], { existing: 'replace' });
    if (refused.length) throw new ValidationError(refused[0]!.errors);
  });
}

/**
 * A page answers at this address (a learn item's slug in a language, taken afresh, decision
 * 096): a redirect from it goes, so that the page is reached there. In the caller's transaction.
 */
export async function pageAnswersAt(db: Db, path: string): Promise<void> {
  await createRedirectsRepository(db).deleteByKey(fromKey(path));
}
