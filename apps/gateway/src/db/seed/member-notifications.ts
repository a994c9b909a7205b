import type { MemberNotificationKind } from '@dash/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { MemberNotificationsTable } from '../tables/member-notifications';
import type { SeedRows } from './seed-rows';

type Row = Insertable<MemberNotificationsTable>;

/** [kind, hours before `today`, read] of a persona's notifications, newest last. */
type SeedEvent = readonly [MemberNotificationKind, number, boolean];

/**
 * A few notifications for a persona of each brand (issue 39 §2), so the list is never empty in a
 * demo: alex (main brand), margaret (Medicare Advantage), parker (partner, dental only). Seeded as
 * already told: no e-mail is queued for them.
 */
const SEED_EVENTS: Readonly<Record<string, { domainId: number; events: readonly SeedEvent[] }>> = {
  alex: {
    domainId: 1,
    events: [
      ['id-card-order-sent', 24 * 20, true],
      ['pcp-change-effective', 24 * 12, true],
      ['claim-processed', 24 * 3, false],
      ['eob-ready', 24 * 3 - 1, false],
      ['new-device-sign-in', 26, false],
    ],
  },
  margaret: {
    domainId: 2,
    events: [
      ['claim-processed', 24 * 5, true],
      ['eob-ready', 24 * 5 - 2, false],
    ],
  },
  parker: {
    domainId: 5,
    events: [
      ['claim-processed', 24 * 4, false],
      ['eob-ready', 24 * 4 - 2, false],
    ],
  },
};

export function buildMemberNotificationRows(rows: SeedRows, today: Date): Row[] {
  const domainOf = new Map(rows.families.map((family) => [family.family_key, family.domain_id]));
  return Object.entries(SEED_EVENTS).flatMap(([login, { domainId, events }]) => {
    const member = rows.members.find(
      (candidate) => candidate.login === login && domainOf.get(candidate.family_key) === domainId,
    );
    if (!member) return [];
    return events.map(([kind, hoursBefore, read]): Row => {
      const occurredAt = new Date(today.getTime() - hoursBefore * 3_600_000);
      return {
        member_key: member.member_key,
        kind,
        occurred_at: occurredAt,
        read_at: read ? new Date(occurredAt.getTime() + 3_600_000) : null,
      };
    });
  });
}

/** Writes the rows of buildMemberNotificationRows (the members are written first). */
export async function writeMemberNotifications(
  db: Kysely<Database>,
  rows: SeedRows,
  today: Date,
): Promise<void> {
  const values = buildMemberNotificationRows(rows, today);
  if (values.length > 0) await db.insertInto('member_notifications').values(values).execute();
}
