import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import type { SeedRows } from './seed-rows';

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK = 500;

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/**
 * Writes seed rows parents first. Accounts are upserted on (brand, lower-case username), so an
 * account keeps its id across seeds; members then point at them by username.
 */
export async function writeSeedRows(
  db: Kysely<Database>,
  rows: SeedRows,
  hashes: { readonly passwordHash: string; readonly securityAnswerHash: string },
): Promise<void> {
  await writeGroupsAndFamilies(db, rows);
  const accountIds = await writeAccounts(db, rows, hashes.passwordHash);
  await writeSecurityAnswers(db, rows, accountIds, hashes.securityAnswerHash);
  await writeMembers(db, rows, accountIds);
  await writeMemberData(db, rows);
  await writeClaims(db, rows);
  await resetLockouts(db, rows);
  await inChunks(rows.loginFailures, (chunk) => db.insertInto('login_failures').values(chunk).execute());
}

/** The groups, their plans and documents, and their families: every other row's parents. */
async function writeGroupsAndFamilies(db: Kysely<Database>, rows: SeedRows): Promise<void> {
  await inChunks(rows.groups, (chunk) => db.insertInto('groups').values(chunk).execute());
  await inChunks(rows.groupPlans, (chunk) => db.insertInto('group_plans').values(chunk).execute());
  await inChunks(rows.groupDocuments, (chunk) => db.insertInto('group_documents').values(chunk).execute());
  await inChunks(rows.families, (chunk) => db.insertInto('families').values(chunk).execute());
}

/** Upserts the accounts; their ids by `${domain_id}:${username}`, for the rows that point at them. */
async function writeAccounts(
  db: Kysely<Database>,
  rows: SeedRows,
  passwordHash: string,
): Promise<Map<string, number>> {
  const accountIds = new Map<string, number>();
  await inChunks(rows.accounts, async (chunk) => {
    const written = await db
      .insertInto('accounts')
      .values(chunk.map((account) => ({ ...account, password_hash: passwordHash })))
      .onConflict((oc) =>
        oc.expression(sql`domain_id, lower(username)`).doUpdateSet((eb) => ({
          username: eb.ref('excluded.username'),
          password_hash: eb.ref('excluded.password_hash'),
          status: eb.ref('excluded.status'),
          role: eb.ref('excluded.role'),
          display_name: eb.ref('excluded.display_name'),
          password_changed_at: null,
        })),
      )
      .returning(['account_id', 'domain_id', 'username'])
      .execute();
    for (const row of written) accountIds.set(`${row.domain_id}:${row.username}`, row.account_id);
  });
  return accountIds;
}

/** The members, each pointing at the account of their brand they sign in with (or none). */
async function writeMembers(
  db: Kysely<Database>,
  rows: SeedRows,
  accountIds: ReadonlyMap<string, number>,
): Promise<void> {
  const domainOf = new Map(rows.families.map((family) => [family.family_key, family.domain_id]));
  const members = rows.members.map(({ login, ...member }) => {
    if (login === null) return { ...member, account_id: null };
    const accountId = accountIds.get(`${domainOf.get(member.family_key)}:${login}`);
    if (accountId === undefined)
      throw new Error(`member ${member.member_key} signs in as unknown account ${login}`);
    return { ...member, account_id: accountId };
  });
  await inChunks(members, (chunk) => db.insertInto('members').values(chunk).execute());
}

/** What each member and family holds: preferences, eligibility, benefits, care, plan and card data. */
async function writeMemberData(db: Kysely<Database>, rows: SeedRows): Promise<void> {
  await inChunks(rows.memberPreferences, (chunk) =>
    db.insertInto('member_preferences').values(chunk).execute(),
  );
  await inChunks(rows.registrationPolicies, (chunk) =>
    db.insertInto('registration_policies').values(chunk).execute(),
  );
  await inChunks(rows.memberEligibility, (chunk) =>
    db.insertInto('member_eligibility').values(chunk).execute(),
  );
  await inChunks(rows.familyEligibility, (chunk) =>
    db.insertInto('family_eligibility').values(chunk).execute(),
  );
  await writeBenefits(db, rows);
  await inChunks(rows.limits, (chunk) => db.insertInto('limits').values(chunk).execute());
  await inChunks(rows.programEnrollments, (chunk) =>
    db.insertInto('program_enrollments').values(chunk).execute(),
  );
  await inChunks(rows.referrals, (chunk) => db.insertInto('referrals').values(chunk).execute());
  await inChunks(rows.pcpEligibility, (chunk) => db.insertInto('pcp_eligibility').values(chunk).execute());
  await inChunks(rows.pcpHistory, (chunk) => db.insertInto('pcp_history').values(chunk).execute());
  await inChunks(rows.preventiveCareDueDates, (chunk) =>
    db.insertInto('preventive_care_due_dates').values(chunk).execute(),
  );
  await inChunks(rows.medicareMaterialEligibility, (chunk) =>
    db.insertInto('medicare_material_eligibility').values(chunk).execute(),
  );
  await inChunks(rows.medicareMaterials, (chunk) =>
    db.insertInto('medicare_materials').values(chunk).execute(),
  );
  await inChunks(rows.planManagement, (chunk) => db.insertInto('plan_management').values(chunk).execute());
  await inChunks(rows.ebillStatus, (chunk) => db.insertInto('ebill_status').values(chunk).execute());
  await inChunks(rows.idCardEligibility, (chunk) =>
    db.insertInto('id_card_eligibility').values(chunk).execute(),
  );
  await inChunks(rows.familyProducts, (chunk) => db.insertInto('family_products').values(chunk).execute());
}

/** The claims, then their EOBs and service lines. */
async function writeClaims(db: Kysely<Database>, rows: SeedRows): Promise<void> {
  await inChunks(rows.claims, (chunk) => db.insertInto('claims').values(chunk).execute());
  await inChunks(rows.eobDocuments, (chunk) => db.insertInto('eob_documents').values(chunk).execute());
  await inChunks(rows.claimServiceLines, (chunk) =>
    db.insertInto('claim_service_lines').values(chunk).execute(),
  );
}

/** A reseed puts back the seed's answers: answers changed since, or to other questions, go. */
async function writeSecurityAnswers(
  db: Kysely<Database>,
  rows: SeedRows,
  accountIds: ReadonlyMap<string, number>,
  answerHash: string,
): Promise<void> {
  const answers = rows.securityAnswers.map((answer) => {
    const accountId = accountIds.get(`${answer.domain_id}:${answer.username}`);
    if (accountId === undefined) throw new Error(`security answer for unknown account ${answer.username}`);
    return { account_id: accountId, question_id: answer.question_id, answer_hash: answerHash };
  });
  await inChunks([...new Set(answers.map((answer) => answer.account_id))], (ids) =>
    db.deleteFrom('security_answers').where('account_id', 'in', ids).execute(),
  );
  await inChunks(answers, (chunk) => db.insertInto('security_answers').values(chunk).execute());
}

/** A reseed unlocks every seeded sign-in; only the lockouts the seed itself describes come back. */
async function resetLockouts(db: Kysely<Database>, rows: SeedRows): Promise<void> {
  for (const domainId of new Set(rows.accounts.map((account) => account.domain_id))) {
    const usernames = rows.accounts
      .filter((account) => account.domain_id === domainId)
      .map((account) => account.username.toLowerCase());
    await db
      .deleteFrom('login_failures')
      .where('domain_id', '=', domainId)
      .where('username', 'in', usernames)
      .execute();
  }
}

const tierKey = (row: { member_key: string; category: string; tier_id: string; period_start: string }) =>
  `${row.member_key}|${row.category}|${row.tier_id}|${row.period_start}`;
const detailKey = (row: { member_key: string; category: string; service_id: string }) =>
  `${row.member_key}|${row.category}|${row.service_id}`;

function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`no id returned for ${key}`);
  return id;
}

/**
 * Tier summaries and service details get generated ids, which their children need; the ids are
 * matched back by natural key, not by position, since RETURNING promises no order.
 */
async function writeBenefits(db: Kysely<Database>, rows: SeedRows): Promise<void> {
  await inChunks(rows.benefitTiers, async (chunk) => {
    const written = await db
      .insertInto('benefit_tiers')
      .values(chunk.map((entry) => entry.tier))
      .returning(['benefit_tier_id', 'member_key', 'category', 'tier_id', 'period_start'])
      .execute();
    const ids = new Map(written.map((row) => [tierKey(row), row.benefit_tier_id]));
    const owner = (entry: (typeof chunk)[number]) => ({
      benefit_tier_id: idOf(ids, tierKey(entry.tier)),
      member_key: entry.tier.member_key,
    });
    const links = chunk.flatMap((entry) => entry.links.map((row) => ({ ...row, ...owner(entry) })));
    const maximums = chunk.flatMap((entry) => entry.maximums.map((row) => ({ ...row, ...owner(entry) })));
    const services = chunk.flatMap((entry) =>
      entry.dentalServices.map((row) => ({ ...row, ...owner(entry) })),
    );
    await inChunks(links, (part) => db.insertInto('benefit_service_links').values(part).execute());
    await inChunks(maximums, (part) => db.insertInto('dental_maximums').values(part).execute());
    await inChunks(services, (part) => db.insertInto('dental_services').values(part).execute());
  });
  await inChunks(rows.serviceDetails, async (chunk) => {
    const written = await db
      .insertInto('service_details')
      .values(chunk.map((entry) => entry.detail))
      .returning(['service_detail_id', 'member_key', 'category', 'service_id'])
      .execute();
    const ids = new Map(written.map((row) => [detailKey(row), row.service_detail_id]));
    const tiers = chunk.flatMap((entry) =>
      entry.tiers.map((row) => ({
        ...row,
        service_detail_id: idOf(ids, detailKey(entry.detail)),
        member_key: entry.detail.member_key,
      })),
    );
    await inChunks(tiers, (part) => db.insertInto('service_detail_tiers').values(part).execute());
  });
}
