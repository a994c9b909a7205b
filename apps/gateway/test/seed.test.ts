import { PERSONA_NAMES, PERSONA_PASSWORD, type PersonaName, PERSONAS as SHARED } from '@dash/domain/personas';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/password';
import { verifySecurityAnswer } from '../src/auth/security-answer';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { renewDemoLocks } from '../src/db/seed/demo-locks';
import { PERSONA_SECURITY_ANSWER, seedIfEmpty, seedPersonas } from '../src/db/seed/index';
import { seedSyntheticMembers } from '../src/db/seed/synthetic';

// A fixed seed day, so every date below is exact; the dates themselves are relative to it.
const TODAY = new Date('2026-03-15T12:00:00Z');
const ISO_TODAY = '2026-03-15';

let handle: DatabaseHandle;
let db: Kysely<Database>;
let passwordHash: string;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await migrate(handle);
  db = handle.db;
  passwordHash = await hashPassword(PERSONA_PASSWORD);
  await seedPersonas(db, { today: TODAY, passwordHash });
});
afterAll(() => handle.close());

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables
    where schemaname = 'public' and tablename <> 'schema_migrations' order by 1`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db);
    counts[name] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

/** The members an account signs in as, with their family and group. */
function membersOf(domainId: number, username: string) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('members as m', 'm.account_id', 'a.account_id')
    .innerJoin('families as f', 'f.family_key', 'm.family_key')
    .innerJoin('groups as g', 'g.group_key', 'f.group_key')
    .select(['m.member_key', 'm.family_key', 'm.member_suffix', 'm.first_name', 'm.is_default_login'])
    .select([
      'f.subscriber_id',
      'f.employee_id',
      'f.is_local598',
      'g.group_id',
      'g.parent_group_id',
      'g.sales_platform',
    ])
    .where('a.domain_id', '=', domainId)
    .where('a.username', '=', username)
    .orderBy('g.group_id')
    .execute();
}

async function defaultMember(domainId: number, username: string) {
  const rows = await membersOf(domainId, username);
  const row = rows.find((member) => member.is_default_login);
  if (!row) throw new Error(`${username} has no default member`);
  return row;
}

type Row = [
  username: PersonaName,
  domainId: 1 | 2 | 5,
  role: string,
  status: string,
  groups: string[],
  suffix: number,
  familySize: number,
];

/** personas.md, one row each: staff have no groups, suffix -1 and family size 0. */
const PERSONAS: Row[] = [
  ['alex', 1, 'member', 'ACT', ['10001000'], 0, 4],
  ['jordan', 1, 'member', 'ACT', ['10001000'], 1, 4],
  ['casey', 1, 'member', 'ACT', ['10001000'], 2, 4],
  ['morgan', 1, 'member', 'ACT', ['10001000'], 0, 2],
  ['riley', 1, 'member', 'ACT', ['10001000'], 0, 2],
  ['taylor', 1, 'member', 'ACT', ['10006100', '10006200'], 0, 1],
  ['sam', 1, 'member', 'ACT', ['10006300', '10006400'], 0, 1],
  ['pat', 1, 'member', 'ACT', ['10001000'], 0, 2],
  ['quinn', 1, 'member', 'ACT', ['10001000'], 0, 1],
  ['avery', 1, 'member', 'INI', ['10001000'], 0, 1],
  ['blake', 1, 'member', 'ACT', ['10001000'], 0, 1],
  ['drew', 1, 'member', 'ACT', ['10005980'], 0, 3],
  ['emerson', 1, 'member', 'ACT', ['10002805'], 0, 2],
  ['finley', 1, 'member', 'ACT', ['10002805'], 0, 1],
  ['harper', 1, 'member', 'ACT', ['10004760'], 0, 2],
  ['jamie', 1, 'member', 'ACT', ['10007510'], 0, 2],
  ['devon', 1, 'member', 'ACT', ['10009000'], 0, 1],
  ['elliot', 1, 'member', 'ACT', ['10009000'], 0, 2],
  ['robin', 1, 'member', 'ACT', ['10001000'], 0, 1],
  ['support', 1, 'logInAsAnyone', 'ACT', [], -1, 0],
  ['agent', 1, 'logInAsNonEmp', 'ACT', [], -1, 0],
  ['margaret', 2, 'member', 'ACT', ['20001000'], 0, 2],
  ['walter', 2, 'member', 'ACT', ['20001000'], 0, 1],
  ['mastaff', 2, 'logInAsAnyone', 'ACT', [], -1, 0],
  ['parker', 5, 'member', 'ACT', ['50001000'], 0, 2],
  ['piper', 5, 'member', 'ACT', ['50001000'], 1, 2],
  ['pstaff', 5, 'logInAsAnyone', 'ACT', [], -1, 0],
];

describe('seedPersonas: the sign-ins of personas.md', () => {
  it('creates exactly these accounts, with the persona password', async () => {
    const accounts = await db
      .selectFrom('accounts')
      .select(['domain_id', 'username', 'password_hash'])
      .execute();
    const names = accounts.map((a) => `${a.domain_id}:${a.username}`).sort();
    expect(names).toEqual(PERSONA_NAMES.map((username) => `${SHARED[username].domainId}:${username}`).sort());
    // The seed's own rows below agree with the shared persona list on brand, role and status.
    for (const [username, domainId, role, status] of PERSONAS) {
      expect(SHARED[username]).toMatchObject({ domainId, role, accountStatus: status });
    }
    expect(new Set(accounts.map((a) => a.password_hash))).toEqual(new Set([passwordHash]));
    expect(await verifyPassword(passwordHash, PERSONA_PASSWORD)).toBe(true);
  });

  it.each(PERSONAS)(
    '%s: domain %i, role %s, status %s, groups %j',
    async (username, domainId, role, status, groups, suffix, size) => {
      const account = await db
        .selectFrom('accounts')
        .selectAll()
        .where('domain_id', '=', domainId)
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(account).toMatchObject({
        role,
        status,
        display_name: username[0]?.toUpperCase() + username.slice(1),
      });
      const members = await membersOf(domainId, username);
      expect(members.map((m) => m.group_id)).toEqual(groups);
      if (groups.length === 0) return;
      expect(members.filter((m) => m.is_default_login)).toHaveLength(1);
      const first = await defaultMember(domainId, username);
      expect(first.first_name).toBe(username[0]?.toUpperCase() + username.slice(1));
      expect(first.member_suffix).toBe(suffix);
      expect(first.subscriber_id).toMatch(/^[A-Za-z0-9]{9,10}$/);
      const family = await db
        .selectFrom('members')
        .select('member_key')
        .where('family_key', '=', first.family_key)
        .execute();
      expect(family).toHaveLength(size);
      // Everyone signing in has answered preferences and policy rows to read.
      const preferences = await db
        .selectFrom('member_preferences')
        .selectAll()
        .where('member_key', '=', first.member_key)
        .execute();
      expect(preferences).toHaveLength(1);
    },
  );
});

describe('seedPersonas: what each persona exercises', () => {
  const enrolledPrograms = async (memberKey: string, familyKey: string) =>
    db
      .selectFrom('program_enrollments as e')
      .innerJoin('programs as p', 'p.program_id', 'e.program_id')
      .select(['p.program_id', 'p.high_priority'])
      .where('e.family_key', '=', familyKey)
      .where((eb) => eb.or([eb('e.member_key', 'is', null), eb('e.member_key', '=', memberKey)]))
      .execute();

  it('alex: more than 6 high-priority programs, including 37, 92, 27 and 33; margaret has 97', async () => {
    const alex = await defaultMember(1, 'alex');
    const programs = await enrolledPrograms(alex.member_key, alex.family_key);
    const high = programs.filter((p) => p.high_priority).map((p) => p.program_id);
    expect(high.length).toBeGreaterThan(6);
    expect(high).toEqual(expect.arrayContaining([37, 92, 27, 33]));
    const margaret = await defaultMember(2, 'margaret');
    const theirs = await enrolledPrograms(margaret.member_key, margaret.family_key);
    expect(theirs.map((p) => p.program_id)).toContain(97);
    const parker = await defaultMember(5, 'parker');
    expect(await enrolledPrograms(parker.member_key, parker.family_key)).toEqual([]);
  });

  it('alex: referrals over more than one page of 10, for more than one member', async () => {
    const alex = await defaultMember(1, 'alex');
    const referrals = await db
      .selectFrom('referrals')
      .selectAll()
      .where('family_key', '=', alex.family_key)
      .execute();
    expect(referrals.length).toBeGreaterThan(20);
    expect(new Set(referrals.map((r) => r.member_key)).size).toBeGreaterThan(1);
    expect(new Set(referrals.map((r) => r.status_code)).size).toBeGreaterThan(2);
    expect(referrals.some((r) => r.end_date !== null && r.end_date < ISO_TODAY)).toBe(true);
  });

  it('alex: every category active; morgan: every category termed 8 months ago; riley: starts on the 1st of next month', async () => {
    const eligibility = async (username: string) => {
      const member = await defaultMember(1, username);
      return db
        .selectFrom('member_eligibility')
        .selectAll()
        .where('member_key', '=', member.member_key)
        .execute();
    };
    const alex = await eligibility('alex');
    expect(alex).toHaveLength(4);
    for (const row of alex) {
      expect(row.eligible).toBe(true);
      expect(row.effective_date && row.effective_date <= ISO_TODAY).toBe(true);
      expect(row.termination_date === null || row.termination_date > ISO_TODAY).toBe(true);
    }
    const morgan = await eligibility('morgan');
    expect(morgan.map((r) => [r.eligible, r.termination_date])).toEqual(Array(4).fill([true, '2025-07-15']));
    const riley = await eligibility('riley');
    expect(new Set(riley.map((r) => r.effective_date))).toEqual(new Set(['2026-04-01']));
    const idCards = await db
      .selectFrom('id_card_eligibility as i')
      .innerJoin('members as m', 'm.member_key', 'i.member_key')
      .select(['m.first_name', 'i.eligible'])
      .where('m.first_name', 'in', ['Alex', 'Morgan'])
      .orderBy('m.first_name')
      .execute();
    expect(idCards).toEqual([
      { first_name: 'Alex', eligible: true },
      { first_name: 'Morgan', eligible: false },
    ]);
  });

  it('alex: family eligibility history with a row termed within two years and one termed before', async () => {
    const alex = await defaultMember(1, 'alex');
    const termed = await db
      .selectFrom('family_eligibility')
      .select('termed_date')
      .where('member_key', '=', alex.member_key)
      .where('termed_date', '<', ISO_TODAY)
      .execute();
    expect(termed.some((r) => r.termed_date && r.termed_date >= '2024-03-15')).toBe(true);
    expect(termed.some((r) => r.termed_date && r.termed_date < '2024-03-15')).toBe(true);
  });

  it('alex: benefits on two tiers, dental maximums to ignore (-1, 0), services, and limits valid and invalid', async () => {
    const alex = await defaultMember(1, 'alex');
    const tiers = await db
      .selectFrom('benefit_tiers')
      .select(['category', 'tier_id', 'benefit_tier_id'])
      .where('member_key', '=', alex.member_key)
      .where('period_start', '=', '2026-01-01')
      .execute();
    expect(tiers.filter((t) => t.category === 'medical').map((t) => t.tier_id)).toEqual(['innet', 'outnet']);
    expect(tiers.filter((t) => t.category === 'dental').map((t) => t.tier_id)).toEqual(['tab1', 'tab2']);
    const maximums = await db
      .selectFrom('dental_maximums')
      .select('indiv_amount_cents')
      .where('member_key', '=', alex.member_key)
      .execute();
    expect(maximums.map((m) => m.indiv_amount_cents)).toEqual(expect.arrayContaining([-1, 0, 150_000]));
    const services = await db
      .selectFrom('dental_services')
      .select('code')
      .where('member_key', '=', alex.member_key)
      .execute();
    expect(services.length).toBeGreaterThan(0);
    const details = await db
      .selectFrom('service_details')
      .select('service_id')
      .where('member_key', '=', alex.member_key)
      .execute();
    expect(details.map((d) => d.service_id)).toEqual(expect.arrayContaining(['office-visits', 'D2740']));

    const limits = await db
      .selectFrom('limits')
      .selectAll()
      .where('family_key', '=', alex.family_key)
      .where('period_start', '=', '2026-01-01')
      .execute();
    // Document 2 §5: valid only with all three figures and not both met and remaining zero.
    const isValid = (l: (typeof limits)[number]) =>
      l.total_cents !== null &&
      l.total_met_cents !== null &&
      l.total_remaining_cents !== null &&
      !(l.total_met_cents === 0 && l.total_remaining_cents === 0);
    expect(limits.filter(isValid).length).toBeGreaterThan(0);
    expect(limits.filter((l) => !isValid(l)).length).toBeGreaterThan(0);
    expect(new Set(limits.map((l) => l.coverage_type))).toEqual(new Set(['INDIVIDUAL', 'FAMILY']));
    expect(limits.some((l) => l.limit_type === 'Annual Limit' && isValid(l))).toBe(true);
  });

  it('alex: claims over more than two years, EOBs for processed ones, eBill registered, renewal reminder window', async () => {
    const alex = await defaultMember(1, 'alex');
    const claims = await db
      .selectFrom('claims')
      .selectAll()
      .where('family_key', '=', alex.family_key)
      .execute();
    const dates = claims.map((c) => c.service_start_date).sort();
    expect(dates[0] && dates[0] < '2024-03-15').toBe(true);
    expect(new Set(claims.map((c) => c.status)).size).toBeGreaterThan(2);
    const eobs = await db
      .selectFrom('eob_documents')
      .select('claim_number')
      .where('family_key', '=', alex.family_key)
      .execute();
    expect(eobs.length).toBe(claims.filter((c) => c.processed_date !== null).length);
    const ebill = await db
      .selectFrom('ebill_status')
      .selectAll()
      .where('family_key', '=', alex.family_key)
      .executeTakeFirstOrThrow();
    expect(ebill).toMatchObject({ has_ebill: true, ebill_registered: true });
    const plan = await db
      .selectFrom('plan_management')
      .selectAll()
      .where('family_key', '=', alex.family_key)
      .executeTakeFirstOrThrow();
    expect(plan.direct_plan_cancellation_status).toBeNull();
    expect(plan.eligible_and_active).toBe(true);
    expect(plan.open_enrollment_start && plan.open_enrollment_start <= ISO_TODAY).toBe(true);
    expect(plan.open_enrollment_end && plan.open_enrollment_end >= ISO_TODAY).toBe(true);
  });

  it('devon and elliot: direct plans with cancellation status M and D', async () => {
    for (const [username, status] of [
      ['devon', 'M'],
      ['elliot', 'D'],
    ] as const) {
      const member = await defaultMember(1, username);
      const plan = await db
        .selectFrom('plan_management')
        .selectAll()
        .where('family_key', '=', member.family_key)
        .executeTakeFirstOrThrow();
      expect(plan).toMatchObject({
        direct_plan_cancellation_status: status,
        group_type: 'DIRECT',
        eligible_and_active: true,
      });
    }
  });

  it('primary care: alex has a selection, casey none but is eligible', async () => {
    const open = async (username: string) => {
      const member = await defaultMember(1, username);
      return db
        .selectFrom('pcp_history')
        .select('provider_id')
        .where('member_key', '=', member.member_key)
        .where('end_date', 'is', null)
        .execute();
    };
    expect(await open('alex')).toHaveLength(1);
    expect(await open('casey')).toHaveLength(0);
    const casey = await defaultMember(1, 'casey');
    expect(
      await db
        .selectFrom('pcp_eligibility')
        .select('start_date')
        .where('member_key', '=', casey.member_key)
        .execute(),
    ).toHaveLength(1);
  });

  it('blake is locked', async () => {
    const failure = await db
      .selectFrom('login_failures')
      .selectAll()
      .where('domain_id', '=', 1)
      .where('username', '=', 'blake')
      .executeTakeFirstOrThrow();
    expect(failure.consecutive_failures).toBe(5);
    expect(failure.locked_at).not.toBeNull();
  });

  it('taylor: one account, two groups, one of them on the sales platform; sam: ACTIVE, FUTURE and TERMED plans', async () => {
    const taylor = await membersOf(1, 'taylor');
    expect(new Set(taylor.map((m) => m.family_key)).size).toBe(2);
    expect(taylor.map((m) => m.sales_platform).sort()).toEqual([false, true]);
    const sam = await membersOf(1, 'sam');
    expect(sam.every((m) => !m.sales_platform)).toBe(true);
    const plans = await db
      .selectFrom('group_plans')
      .selectAll()
      .where('group_key', 'in', ['PER-G-10006300', 'PER-G-10006400'])
      .execute();
    const status = (p: (typeof plans)[number]) =>
      p.plan_effective_date > ISO_TODAY
        ? 'FUTURE'
        : p.plan_termination_date && p.plan_termination_date < ISO_TODAY
          ? 'TERMED'
          : 'ACTIVE';
    expect(new Set(plans.map(status))).toEqual(new Set(['ACTIVE', 'FUTURE', 'TERMED']));
  });

  it('preferences: pat has no email and no extended policy, quinn one unset relevant preference, the rest all answered', async () => {
    const rows = await db
      .selectFrom('member_preferences as p')
      .innerJoin('members as m', 'm.member_key', 'p.member_key')
      .innerJoin('accounts as a', 'a.account_id', 'm.account_id')
      .selectAll('p')
      .select('a.username')
      .execute();
    const unanswered = (row: (typeof rows)[number]) =>
      row.relevant_preferences.filter((name) => {
        const column = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as keyof typeof row;
        return row[column] === null;
      });
    for (const row of rows) {
      if (row.username === 'pat') {
        expect(row).toMatchObject({ email_address: null, has_extended_policy: false });
      } else if (row.username === 'quinn') {
        expect(row.email_address).toMatch(/@example\.com$/);
        expect(row.has_extended_policy).toBe(true);
        expect(unanswered(row)).toHaveLength(1);
      } else {
        expect(row.email_address, row.username).toMatch(/@example\.com$/);
        expect(unanswered(row), row.username).toEqual([]);
      }
    }
  });

  it('partner: parker has not signed the communication policy, piper has; dental only', async () => {
    const policy = async (username: string) => {
      const member = await defaultMember(5, username);
      return db
        .selectFrom('registration_policies')
        .selectAll()
        .where('member_key', '=', member.member_key)
        .executeTakeFirstOrThrow();
    };
    expect((await policy('parker')).is_communication_policy_signed ?? false).toBe(false);
    expect((await policy('piper')).is_communication_policy_signed).toBe(true);
    const parker = await defaultMember(5, 'parker');
    const eligible = await db
      .selectFrom('member_eligibility')
      .select('category')
      .where('member_key', '=', parker.member_key)
      .where('eligible', '=', true)
      .execute();
    expect(eligible.map((e) => e.category)).toEqual(['dental']);
    expect(
      await db.selectFrom('ebill_status').selectAll().where('family_key', '=', parker.family_key).execute(),
    ).toEqual([]);
  });

  it('drew: local 598 with an employee id; emerson has a due date, finley none; jamie and walter: Medicare materials', async () => {
    const drew = await defaultMember(1, 'drew');
    expect(drew).toMatchObject({ is_local598: true });
    expect(drew.employee_id).toBeTruthy();
    const dueDate = async (username: string) => {
      const member = await defaultMember(1, username);
      return db
        .selectFrom('preventive_care_due_dates')
        .select('due_date')
        .where('member_key', '=', member.member_key)
        .execute();
    };
    expect(await dueDate('emerson')).toEqual([{ due_date: '2026-04-29' }]);
    expect(await dueDate('finley')).toEqual([]);
    const jamie = await defaultMember(1, 'jamie');
    expect(jamie.parent_group_id).toBe('100000075');
    const materials = await db
      .selectFrom('medicare_materials')
      .select('title')
      .where('member_key', '=', jamie.member_key)
      .execute();
    expect(materials.length).toBeGreaterThan(0);
    const walter = await defaultMember(2, 'walter');
    const access = await db
      .selectFrom('medicare_material_eligibility')
      .selectAll()
      .where('member_key', '=', walter.member_key)
      .executeTakeFirstOrThrow();
    expect(access).toMatchObject({ eligible: true, answers_forbidden: true });
  });

  it('is idempotent: a second run leaves the same rows and the same account ids', async () => {
    const before = await tableCounts();
    const ids = await db
      .selectFrom('accounts')
      .select(['account_id', 'username'])
      .orderBy('account_id')
      .execute();
    await seedPersonas(db, { today: TODAY, passwordHash });
    expect(await tableCounts()).toEqual(before);
    expect(
      await db.selectFrom('accounts').select(['account_id', 'username']).orderBy('account_id').execute(),
    ).toEqual(ids);
  });
});

describe('seedPersonas: registration, recovery and security answers (personas.md)', () => {
  const subscriber = (subscriberId: string) =>
    db
      .selectFrom('members as m')
      .innerJoin('families as f', 'f.family_key', 'm.family_key')
      .leftJoin('member_preferences as p', 'p.member_key', 'm.member_key')
      .select(['m.member_key', 'm.first_name', 'm.last_name', 'm.date_of_birth', 'm.member_suffix'])
      .select(['m.account_id', 'p.email_address'])
      .where('f.subscriber_id', '=', subscriberId)
      .execute();

  it('kendall: covered for medical and dental, fixed identity, no online account in any brand', async () => {
    const members = await subscriber('K10040001');
    expect(members).toEqual([
      expect.objectContaining({
        first_name: 'Kendall',
        last_name: 'Moreno',
        date_of_birth: '1988-04-12',
        member_suffix: 0,
        account_id: null,
      }),
    ]);
    const eligible = await db
      .selectFrom('member_eligibility')
      .select('category')
      .where('member_key', '=', members[0]?.member_key ?? '')
      .where('eligible', '=', true)
      .orderBy('category')
      .execute();
    expect(eligible.map((row) => row.category)).toEqual(['dental', 'medical']);
    expect(
      await db.selectFrom('accounts').select('username').where('username', 'ilike', 'kendall').execute(),
    ).toEqual([]);
  });

  it('robin: the account of subscriber K10040002, fixed identity, e-mail robin@example.com', async () => {
    const members = await subscriber('K10040002');
    expect(members).toEqual([
      expect.objectContaining({
        first_name: 'Robin',
        last_name: 'Okafor',
        date_of_birth: '1979-09-30',
        email_address: 'robin@example.com',
      }),
    ]);
    const robin = await defaultMember(1, 'robin');
    expect(robin.subscriber_id).toBe('K10040002');
  });

  it('every sign-in has answered "In what city were you born?" with Portland, hashed, any case or spaces', async () => {
    const answers = await db
      .selectFrom('accounts as a')
      .leftJoin('security_answers as s', 's.account_id', 'a.account_id')
      .select(['a.username', 's.question_id', 's.answer_hash'])
      .execute();
    expect(answers.map((row) => row.username).sort()).toEqual(PERSONAS.map(([username]) => username).sort());
    for (const row of answers) {
      expect(row.question_id, row.username).toBe(1);
      expect(row.answer_hash, row.username).toMatch(/^\$argon2id\$/);
    }
    const hash = answers[0]?.answer_hash ?? '';
    expect(hash).not.toContain(PERSONA_SECURITY_ANSWER);
    for (const typed of ['Portland', 'portland', '  PORTLAND ']) {
      expect(await verifySecurityAnswer(hash, typed), typed).toBe(true);
    }
    for (const typed of ['Seattle', 'Port land', '']) {
      expect(await verifySecurityAnswer(hash, typed), typed).toBe(false);
    }
  });

  it('a reseed puts the answers back: a changed answer is replaced, an extra one goes', async () => {
    const robin = await db
      .selectFrom('accounts')
      .select('account_id')
      .where('username', '=', 'robin')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('security_answers')
      .set({ answer_hash: await hashPassword('seattle') })
      .where('account_id', '=', robin.account_id)
      .execute();
    await db
      .insertInto('security_answers')
      .values({ account_id: robin.account_id, question_id: 2, answer_hash: await hashPassword('rex') })
      .execute();
    await seedPersonas(db, { today: TODAY, passwordHash });
    const after = await db
      .selectFrom('security_answers')
      .select(['question_id', 'answer_hash'])
      .where('account_id', '=', robin.account_id)
      .execute();
    expect(after.map((row) => row.question_id)).toEqual([1]);
    expect(await verifySecurityAnswer(after[0]?.answer_hash ?? '', 'Portland')).toBe(true);
  });
});

describe('seedPersonas over a database in use', () => {
  it('puts the personas back: lockouts and sessions of personas go, blake stays locked', async () => {
    const casey = await defaultMember(1, 'casey');
    const account = await db
      .selectFrom('accounts')
      .select('account_id')
      .where('username', '=', 'casey')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('login_failures')
      .values({ domain_id: 1, username: 'casey', consecutive_failures: 5, locked_at: TODAY })
      .execute();
    await db
      .insertInto('sessions')
      .values({
        session_id: '00000000-0000-4000-8000-000000000001',
        account_id: account.account_id,
        member_key: casey.member_key,
        kind: 'session',
        role: 'member',
        expires_at: TODAY,
      })
      .execute();
    await seedPersonas(db, { today: TODAY, passwordHash });
    const locked = await db
      .selectFrom('login_failures')
      .select('username')
      .where('locked_at', 'is not', null)
      .execute();
    expect(locked).toEqual([{ username: 'blake' }]);
    expect(await db.selectFrom('sessions').select('session_id').execute()).toEqual([]);
  });
});

describe('seedSyntheticMembers', () => {
  const syntheticCounts = async () => {
    const members = await db
      .selectFrom('members')
      .select(db.fn.countAll<number>().as('n'))
      .where('member_key', 'like', 'SYN-M%')
      .executeTakeFirstOrThrow();
    const accounts = await db
      .selectFrom('accounts')
      .select(db.fn.countAll<number>().as('n'))
      .where('username', 'like', 'synthetic%')
      .executeTakeFirstOrThrow();
    return { members: Number(members.n), accounts: Number(accounts.n) };
  };

  it('adds 200 members with the personas’ shape of data, idempotently, without touching the personas', async () => {
    const personas = await tableCounts();
    await seedSyntheticMembers(db, { count: 200, today: TODAY, passwordHash });
    expect(await syntheticCounts()).toEqual({ members: 200, accounts: 200 });
    const first = await db
      .selectFrom('members as m')
      .innerJoin('accounts as a', 'a.account_id', 'm.account_id')
      .select(['m.member_key', 'm.family_key', 'm.member_suffix', 'a.username'])
      .where('a.username', '=', 'synthetic000001')
      .executeTakeFirstOrThrow();
    expect(first.member_suffix).toBe(0);
    for (const [table, column] of [
      ['member_eligibility', 'member_key'],
      ['limits', 'member_key'],
      ['claims', 'member_key'],
      ['benefit_tiers', 'member_key'],
      ['member_preferences', 'member_key'],
    ] as const) {
      const rows = await db.selectFrom(table).select(column).where(column, '=', first.member_key).execute();
      expect(rows.length, table).toBeGreaterThan(0);
    }
    const enrolments = await db
      .selectFrom('program_enrollments')
      .select('program_id')
      .where('family_key', '=', first.family_key)
      .execute();
    expect(enrolments.length).toBeGreaterThan(0);

    const once = await tableCounts();
    await seedSyntheticMembers(db, { count: 200, today: TODAY, passwordHash });
    expect(await tableCounts()).toEqual(once);
    // The personas still stand, untouched, after synthetic runs, and the reverse.
    await seedPersonas(db, { today: TODAY, passwordHash });
    expect(await tableCounts()).toEqual(once);
    expect((await tableCounts()).accounts).toBe((personas.accounts ?? 0) + 200);
  });

  it('shrinks to a smaller count and rejects a count that is not a positive integer', async () => {
    await seedSyntheticMembers(db, { count: 50, today: TODAY, passwordHash });
    expect(await syntheticCounts()).toEqual({ members: 50, accounts: 50 });
    await expect(seedSyntheticMembers(db, { count: 0, today: TODAY, passwordHash })).rejects.toThrow(
      RangeError,
    );
    await expect(seedSyntheticMembers(db, { count: 2.5, today: TODAY, passwordHash })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('seedIfEmpty', () => {
  it("locks blake again from now at every start, whether the seed's lock ended or staff lifted it", async () => {
    const fresh = await openDatabase({ kind: 'pglite' });
    const lockOf = () =>
      fresh.db
        .selectFrom('login_failures')
        .select('locked_at')
        .where('domain_id', '=', 1)
        .where('username', '=', 'blake')
        .executeTakeFirst();
    try {
      await migrate(fresh);
      // Seeded from a day long past: the seed's own lock would have ended long ago.
      const before = Date.now();
      expect(await seedIfEmpty(fresh.db, { today: new Date('2020-01-15T12:00:00Z'), passwordHash })).toBe(
        true,
      );
      expect((await lockOf())?.locked_at?.getTime()).toBeGreaterThanOrEqual(before);
      await fresh.db.deleteFrom('login_failures').execute();
      const restart = Date.now();
      expect(await seedIfEmpty(fresh.db, TODAY)).toBe(false);
      expect((await lockOf())?.locked_at?.getTime()).toBeGreaterThanOrEqual(restart);
      // No one else is locked by it.
      expect(await fresh.db.selectFrom('login_failures').select('username').execute()).toEqual([
        { username: 'blake' },
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('locks no one on a database without the personas', async () => {
    const fresh = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(fresh);
      await renewDemoLocks(fresh.db, new Date());
      expect(await fresh.db.selectFrom('login_failures').select('username').execute()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('seeds an empty database once', async () => {
    const fresh = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(fresh);
      expect(await seedIfEmpty(fresh.db, { today: TODAY, passwordHash })).toBe(true);
      expect(await seedIfEmpty(fresh.db, TODAY)).toBe(false);
      const accounts = await fresh.db.selectFrom('accounts').select('username').execute();
      expect(accounts).toHaveLength(PERSONAS.length);
    } finally {
      await fresh.close();
    }
  });
});
