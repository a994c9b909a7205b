import type {
  ClaimStatus as ApiClaimStatus,
  ClaimMember,
  ClaimServiceLine,
  ClaimSummary,
} from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import type { BenefitCategory, ClaimStatus } from '../db/tables/member-data';
import { toLineFigures } from './claim-line-figures';
import { familyKeyOf } from './member-data-repository';

/** Stored statuses as members see them: pending is processing, an adjusted claim was paid. */
const API_STATUS: Readonly<Record<ClaimStatus, ApiClaimStatus>> = {
  RECEIVED: 'received',
  PENDING: 'processing',
  PAID: 'paid',
  ADJUSTED: 'paid',
  DENIED: 'denied',
};
const STORED_STATUSES: Readonly<Record<ApiClaimStatus, readonly ClaimStatus[]>> = {
  received: ['RECEIVED'],
  processing: ['PENDING'],
  paid: ['PAID', 'ADJUSTED'],
  denied: ['DENIED'],
};

/** Whose claims a query reads: always one family, and one member of it when set. */
export interface ClaimScope {
  readonly familyKey: string;
  readonly memberKey?: string;
}

export interface ClaimFilter extends ClaimScope {
  readonly category?: BenefitCategory;
  readonly status?: ApiClaimStatus;
  readonly startDate: string;
  readonly endDate?: string;
  readonly offset: number;
  readonly limit: number;
}

export interface EobFilter extends ClaimScope {
  readonly startDate: string;
  readonly endDate?: string;
  readonly offset: number;
  readonly limit: number;
}

/** A member of the caller's family as the claims screens filter by them, with the key kept on the server. */
export type KeyedClaimMember = ClaimMember & { readonly memberKey: string };

export interface CallerMember {
  readonly memberKey: string;
  readonly familyKey: string;
  readonly suffix: number;
}

/** Claims, their service lines and EOB documents of one family (migrations 002 and 012). */
export function createClaimsRepository(db: Kysely<Database>) {
  const claimRows = (scope: ClaimScope) => {
    let query = db
      .selectFrom('claims as c')
      .innerJoin('members as m', 'm.member_key', 'c.member_key')
      .where('c.family_key', '=', scope.familyKey);
    if (scope.memberKey) query = query.where('c.member_key', '=', scope.memberKey);
    return query;
  };

  /** The scope's claims from the start date on, before any other filter. */
  const sinceRows = (scope: ClaimScope, startDate: string) =>
    claimRows(scope).where('c.service_start_date', '>=', startDate);

  /** The scope's claims that pass the filter. */
  const filteredRows = (filter: ClaimFilter) => {
    let q = sinceRows(filter, filter.startDate);
    if (filter.endDate) q = q.where('c.service_start_date', '<=', filter.endDate);
    if (filter.category) q = q.where('c.category', '=', filter.category);
    if (filter.status) q = q.where('c.status', 'in', STORED_STATUSES[filter.status]);
    return q;
  };

  const summaryColumns = [
    'c.claim_number',
    'c.service_start_date',
    'c.service_end_date',
    'c.category',
    'c.provider_name',
    'c.status',
    'c.received_date',
    'c.processed_date',
    'c.billed_cents',
    'c.allowed_cents',
    'c.paid_cents',
    'c.member_responsibility_cents',
    'm.member_suffix',
    'm.first_name',
    'm.last_name',
  ] as const;

  type SummaryRow = {
    claim_number: string;
    service_start_date: string;
    service_end_date: string;
    category: BenefitCategory;
    provider_name: string;
    status: ClaimStatus;
    received_date: string;
    processed_date: string | null;
    billed_cents: number;
    allowed_cents: number;
    paid_cents: number;
    member_responsibility_cents: number;
    member_suffix: number;
    first_name: string;
    last_name: string;
  };

  type ClaimRows = ReturnType<typeof claimRows>;
  const claimPage = (rows: ClaimRows, offset: number, limit: number) =>
    rows
      .select([...summaryColumns])
      .orderBy('c.service_start_date', 'desc')
      .orderBy('c.claim_number', 'desc')
      .offset(offset)
      .limit(limit);
  const claimCount = (rows: ClaimRows) => rows.select((eb) => eb.fn.countAll<string | number>().as('n'));

  /**
   * The list as first shown (start date only, for the family or for one member of it) is most calls,
   * so it is prepared; any other filter changes the query's shape and is built on each call.
   */
  type FirstView = {
    familyKey: string;
    memberKey?: string;
    startDate: string;
    offset: number;
    limit: number;
  };
  const firstView = (oneMember: boolean) => {
    const rows = (p: FirstView) =>
      sinceRows(
        oneMember ? { familyKey: p.familyKey, memberKey: p.memberKey } : { familyKey: p.familyKey },
        p.startDate,
      );
    return {
      page: prepare(db, (p: FirstView) => claimPage(rows(p), p.offset, p.limit)),
      count: prepare(db, (p: FirstView) => claimCount(rows(p))),
    };
  };
  const familyFirstView = firstView(false);
  const memberFirstView = firstView(true);
  /** A filter beyond the start date, as filteredRows applies them: none set is the first view. */
  const isNarrowed = (filter: ClaimFilter) => Boolean(filter.endDate || filter.category || filter.status);

  const toSummary = (row: SummaryRow): ClaimSummary => ({
    claimNumber: row.claim_number,
    serviceDate: row.service_start_date,
    serviceEndDate: row.service_end_date,
    memberSuffix: row.member_suffix,
    memberFirstName: row.first_name,
    memberLastName: row.last_name,
    providerName: row.provider_name,
    category: row.category,
    status: API_STATUS[row.status],
    receivedDate: row.received_date,
    processedDate: row.processed_date,
    billed: row.billed_cents,
    allowed: row.allowed_cents,
    planPaid: row.paid_cents,
    memberResponsibility: row.member_responsibility_cents,
  });

  /** The signed-in member's family, the member among them: one round trip where two followed each other. */
  const callerFamily = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('members')
      .select(['member_key', 'family_key', 'member_suffix', 'first_name'])
      .where('family_key', '=', familyKeyOf(db, p.memberKey))
      .orderBy('member_suffix'),
  );

  return {
    /**
     * The signed-in member and the members of their family by suffix, with their keys (the keys stay
     * on the server); null when the session names no member row.
     */
    async getCallerFamily(
      memberKey: string,
    ): Promise<{ member: CallerMember; family: KeyedClaimMember[] } | null> {
      const rows = await callerFamily.all({ memberKey });
      const self = rows.find((row) => row.member_key === memberKey);
      if (!self) return null;
      return {
        member: { memberKey, familyKey: self.family_key, suffix: self.member_suffix },
        family: rows.map((row) => ({
          memberKey: row.member_key,
          suffix: row.member_suffix,
          firstName: row.first_name,
        })),
      };
    },

    /** One page of claims, newest date of service first, and how many match in all. */
    async listClaims(filter: ClaimFilter): Promise<{ rows: ClaimSummary[]; total: number }> {
      const view = filter.memberKey ? memberFirstView : familyFirstView;
      const [rows, count] = await Promise.all(
        isNarrowed(filter)
          ? [
              claimPage(filteredRows(filter), filter.offset, filter.limit).execute(),
              claimCount(filteredRows(filter)).executeTakeFirst(),
            ]
          : [view.page.all(filter), view.count.first(filter)],
      );
      return { rows: rows.map((row) => toSummary(row as SummaryRow)), total: Number(count?.n ?? 0) };
    },

    /** A claim of the scope with its lines and EOB; null when the scope holds no such claim. */
    async findClaim(scope: ClaimScope, claimNumber: string) {
      const row = await claimRows(scope)
        .select([...summaryColumns])
        .where('c.claim_number', '=', claimNumber)
        .executeTakeFirst();
      if (!row) return null;
      const [lines, eob] = await Promise.all([
        db
          .selectFrom('claim_service_lines')
          .selectAll()
          .where('claim_number', '=', claimNumber)
          .orderBy('line_number')
          .execute(),
        db
          .selectFrom('eob_documents')
          .select(['eob_document_id', 'issued_date'])
          .where('claim_number', '=', claimNumber)
          .where('family_key', '=', scope.familyKey)
          .orderBy('issued_date', 'desc')
          .executeTakeFirst(),
      ]);
      const serviceLines: ClaimServiceLine[] = lines.map((line) => ({
        lineNumber: line.line_number,
        code: line.procedure_code,
        description: line.description,
        toothNumber: line.tooth_number,
        toothSurface: line.tooth_surface,
        ...toLineFigures(line),
      }));
      return {
        claim: toSummary(row as SummaryRow),
        serviceLines,
        eob: eob ? { eobId: eob.eob_document_id, issuedDate: eob.issued_date } : null,
      };
    },

    /** One page of a family's EOBs, newest issue first, and how many match in all. */
    async listEobs(filter: EobFilter) {
      const base = () => {
        let q = db
          .selectFrom('eob_documents as e')
          .innerJoin('claims as c', 'c.claim_number', 'e.claim_number')
          .innerJoin('members as m', 'm.member_key', 'c.member_key')
          .where('e.family_key', '=', filter.familyKey)
          .where('c.family_key', '=', filter.familyKey)
          .where('e.issued_date', '>=', filter.startDate);
        if (filter.endDate) q = q.where('e.issued_date', '<=', filter.endDate);
        if (filter.memberKey) q = q.where('c.member_key', '=', filter.memberKey);
        return q;
      };
      const [rows, count] = await Promise.all([
        base()
          .select([
            'e.eob_document_id',
            'e.claim_number',
            'e.issued_date',
            'c.service_start_date',
            'c.provider_name',
            'c.category',
            'c.member_responsibility_cents',
            'm.member_suffix',
            'm.first_name',
          ])
          .orderBy('e.issued_date', 'desc')
          .orderBy('e.eob_document_id', 'desc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        base()
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirst(),
      ]);
      return {
        rows: rows.map((row) => ({
          eobId: row.eob_document_id,
          claimNumber: row.claim_number,
          issuedDate: row.issued_date,
          serviceDate: row.service_start_date,
          memberSuffix: row.member_suffix,
          memberFirstName: row.first_name,
          providerName: row.provider_name,
          category: row.category,
          memberResponsibility: row.member_responsibility_cents,
        })),
        total: Number(count?.n ?? 0),
      };
    },

    /** The claim number an EOB of the family explains; null when the family has no such EOB. */
    async findEobClaimNumber(
      familyKey: string,
      eobId: string,
    ): Promise<{ claimNumber: string; issuedDate: string } | null> {
      const row = await db
        .selectFrom('eob_documents')
        .select(['claim_number', 'issued_date'])
        .where('family_key', '=', familyKey)
        .where('eob_document_id', '=', eobId)
        .executeTakeFirst();
      return row ? { claimNumber: row.claim_number, issuedDate: row.issued_date } : null;
    },

    /** The family's subscriber ID and group, printed on the EOB. */
    async getFamilyFacts(familyKey: string) {
      return db
        .selectFrom('families as f')
        .innerJoin('groups as g', 'g.group_key', 'f.group_key')
        .select(['f.subscriber_id', 'g.group_id', 'g.group_name', 'f.domain_id'])
        .where('f.family_key', '=', familyKey)
        .executeTakeFirstOrThrow();
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
