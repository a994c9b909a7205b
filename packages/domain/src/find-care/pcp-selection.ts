import { parseDayMonthYear } from '../format/format';

/**
 * The effective date pcp/select sends, mm/dd/yyyy (document 2 §5), from a calendar day yyyy-mm-dd:
 * written day/month/year and passed through the date parser, which reads day/month/year and writes
 * month/day/year. Null for an impossible date.
 */
export function toPcpEffectiveDate(isoDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  return parseDayMonthYear(`${d}/${m}/${y}`);
}

/** The calendar day yyyy-mm-dd of a pcp/select effective date mm/dd/yyyy (document 2 §5), or null. */
export function parsePcpEffectiveDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, m, d, y] = match as unknown as [string, string, string, string];
  // The parser checks the day exists; its answer must be the same text back.
  if (parseDayMonthYear(`${d}/${m}/${y}`) !== value || y === '0000') return null;
  return `${y}-${m}-${d}`;
}

/** Who may choose a primary care provider for whom (docs/security.md "Primary care selection"). */
export interface PcpActor {
  readonly memberKey: string;
  readonly memberSuffix: number;
}

/**
 * The subscriber (suffix 0) chooses for anyone of the family; a dependent only for themself
 * (document 2 §6 roles; the decision is in docs/security.md).
 */
export function canSelectPcpFor(actor: PcpActor, targetMemberKey: string): boolean {
  return actor.memberSuffix === 0 || actor.memberKey === targetMemberKey;
}

/** A pcp360 history row as these rules need it (document 2 §3). */
export interface PcpHistoryFacts {
  readonly pcpSelected: boolean;
  readonly endDate: string | null;
}

/** The member has a current primary care selection on `today` (yyyy-mm-dd): selected, not ended before. */
export function hasCurrentPcp(history: readonly PcpHistoryFacts[], today: string): boolean {
  return history.some((row) => row.pcpSelected && (row.endDate === null || row.endDate >= today));
}

/**
 * The select tile's members (document 2 §6): eligible for primary care, without a current
 * selection, and ones the signed-in person may choose for.
 */
export function getMembersToSelect<M extends { readonly memberKey: string }>(input: {
  readonly actor: PcpActor;
  readonly members: readonly M[];
  readonly eligibleKeys: readonly string[];
  readonly historyOf: (memberKey: string) => readonly PcpHistoryFacts[];
  readonly today: string;
}): M[] {
  return input.members.filter(
    (member) =>
      input.eligibleKeys.includes(member.memberKey) &&
      !hasCurrentPcp(input.historyOf(member.memberKey), input.today) &&
      canSelectPcpFor(input.actor, member.memberKey),
  );
}
