import {
  CLAIMS_PAGE_SIZE,
  canSeeEobs,
  getClaimsScope,
  getEarliestHistoryDate,
  getPageInfo,
  getPlanIsoDate,
  type Locale,
  validateHistoryDateRange,
} from '@dash/domain';
import type { ClaimDetail, ClaimPage, ClaimsQuery, EobPage, EobsQuery } from '@dash/domain/api';
import { getClaimNotice } from '../../claims/claim-notice';
import { renderEob } from '../../claims/render-eob';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors';
import type { CallerMember, ClaimsRepository, KeyedClaimMember } from '../../repositories/claims-repository';

import { type Caller, requireMemberKey } from '../caller';

/**
 * Claims and EOBs (document 2 §2 /claims and /eobs, §7 "claims, eobs"): always the session's family,
 * never a key from the request. A subscriber reads the family's claims, anyone else their own
 * (docs/security.md); EOBs are the subscriber's (§6). Dates filter within the last two years (§5).
 */
export function createClaimsService(deps: { readonly claims: ClaimsRepository; readonly now: () => Date }) {
  const { claims } = deps;

  async function whoIsAsking(caller: Caller) {
    const found = await claims.getCallerFamily(requireMemberKey(caller));
    if (!found) throw new NotFoundError('server.noMember');
    return found;
  }

  /** The members the caller may read and filter by, and the key of the one chosen by suffix. */
  function scopeOf(
    { member, family }: { member: CallerMember; family: readonly KeyedClaimMember[] },
    suffix: number | undefined,
  ) {
    const visible =
      getClaimsScope(member.suffix) === 'family'
        ? family
        : family.filter((m) => m.memberKey === member.memberKey);
    const restrictTo = getClaimsScope(member.suffix) === 'own' ? member.memberKey : undefined;
    if (suffix === undefined) return { visible, memberKey: restrictTo };
    const chosen = visible.find((m) => m.suffix === suffix);
    if (!chosen) throw new NotFoundError('claims.noMemberWithSuffix');
    return { visible, memberKey: chosen.memberKey };
  }

  function dateRange(query: { startDate?: string | undefined; endDate?: string | undefined }) {
    const today = getPlanIsoDate(deps.now());
    if (validateHistoryDateRange(query, today)) {
      throw new BadRequestError('claims.dateRangeInvalid', {
        code: 'DATE_RANGE_INVALID',
        fieldErrors: { dateRange: ['claims.dateRangeInvalid'] },
      });
    }
    const earliestDate = getEarliestHistoryDate(today);
    return {
      earliestDate,
      startDate: query.startDate ?? earliestDate,
      ...(query.endDate ? { endDate: query.endDate } : {}),
    };
  }

  function paging(query: { page?: number | undefined; size?: number | undefined }) {
    const size = query.size ?? CLAIMS_PAGE_SIZE;
    const page = query.page ?? 0;
    return { page, size, offset: page * size, limit: size };
  }

  const publicMembers = (members: readonly { suffix: number; firstName: string }[]) =>
    members.map(({ suffix, firstName }) => ({ suffix, firstName }));

  return {
    async list(caller: Caller, query: ClaimsQuery): Promise<ClaimPage> {
      const asking = await whoIsAsking(caller);
      const { member } = asking;
      const { earliestDate, ...range } = dateRange(query);
      const scope = scopeOf(asking, query.suffix);
      const { page, size, offset, limit } = paging(query);
      const found = await claims.listClaims({
        familyKey: member.familyKey,
        ...(scope.memberKey ? { memberKey: scope.memberKey } : {}),
        ...(query.category ? { category: query.category } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...range,
        offset,
        limit,
      });
      return {
        content: found.rows,
        page: getPageInfo(page, size, found.total, found.rows.length),
        members: publicMembers(scope.visible),
        earliestDate,
      };
    },

    async get(caller: Caller, claimNumber: string): Promise<ClaimDetail> {
      const asking = await whoIsAsking(caller);
      const { member } = asking;
      const own = getClaimsScope(member.suffix) === 'own';
      const found = await claims.findClaim(
        { familyKey: member.familyKey, ...(own ? { memberKey: member.memberKey } : {}) },
        claimNumber,
      );
      if (!found) throw new NotFoundError('claims.claimNotFound');
      return {
        ...found.claim,
        serviceLines: found.serviceLines,
        eob: canSeeEobs(member.suffix) ? found.eob : null,
        notice: getClaimNotice(
          caller.domainId,
          found.claim,
          found.serviceLines,
          found.eob?.issuedDate ?? null,
        ),
      };
    },

    async listEobs(caller: Caller, query: EobsQuery): Promise<EobPage> {
      const asking = await whoIsAsking(caller);
      const { member } = asking;
      if (!canSeeEobs(member.suffix)) throw new ForbiddenError('claims.eobsSubscriberOnly');
      const { earliestDate, ...range } = dateRange(query);
      const scope = scopeOf(asking, query.suffix);
      const { page, size, offset, limit } = paging(query);
      const found = await claims.listEobs({
        familyKey: member.familyKey,
        ...(scope.memberKey ? { memberKey: scope.memberKey } : {}),
        ...range,
        offset,
        limit,
      });
      return {
        content: found.rows,
        page: getPageInfo(page, size, found.total, found.rows.length),
        members: publicMembers(scope.visible),
        earliestDate,
      };
    },

    /** The EOB as PDF bytes, with its claim number for the file name. */
    async getEobPdf(
      caller: Caller,
      eobId: string,
      locale: Locale,
    ): Promise<{ pdf: Uint8Array; claimNumber: string }> {
      const asking = await whoIsAsking(caller);
      const { member } = asking;
      if (!canSeeEobs(member.suffix)) throw new ForbiddenError('claims.eobsSubscriberOnly');
      const eob = await claims.findEobClaimNumber(member.familyKey, eobId);
      const found = eob ? await claims.findClaim({ familyKey: member.familyKey }, eob.claimNumber) : null;
      if (!eob || !found) throw new NotFoundError('claims.eobNotFound');
      const family = await claims.getFamilyFacts(member.familyKey);
      const pdf = await renderEob({
        domainId: caller.domainId,
        subscriberId: family.subscriber_id,
        groupId: family.group_id,
        groupName: family.group_name,
        locale,
        issuedDate: eob.issuedDate,
        claim: found.claim,
        serviceLines: found.serviceLines,
        notice: getClaimNotice(caller.domainId, found.claim, found.serviceLines, eob.issuedDate),
      });
      return { pdf, claimNumber: found.claim.claimNumber };
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
