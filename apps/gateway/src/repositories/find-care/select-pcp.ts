import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface PcpChoice {
  readonly memberKey: string;
  /** yyyy-mm-dd */
  readonly effectiveDate: string;
}

export interface PcpProvider {
  readonly id: string;
  readonly name: string;
  readonly title: string | null;
}

/** The member's open selection ends the day before the new one, unless it is this provider already. */
async function selectForMember(
  trx: Kysely<Database>,
  provider: PcpProvider,
  choice: PcpChoice,
  terminationReason: string,
): Promise<boolean> {
  // One selection at a time per member: concurrent requests wait here.
  await trx
    .selectFrom('members')
    .select('member_key')
    .where('member_key', '=', choice.memberKey)
    .forUpdate()
    .execute();
  const open = await trx
    .selectFrom('pcp_history')
    .select(['pcp_history_id', 'provider_id', 'begin_date'])
    .where('member_key', '=', choice.memberKey)
    .where('pcp_selected', '=', true)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', choice.effectiveDate)]))
    .execute();
  if (open.some((row) => row.provider_id === provider.id)) return false;
  if (open.length > 0) {
    await trx
      .updateTable('pcp_history')
      .set({
        end_date: sql`greatest(begin_date, ${choice.effectiveDate}::date - 1)`,
        pcp_selected: false,
        pcp_termination_reason: terminationReason,
      })
      .where(
        'pcp_history_id',
        'in',
        open.map((row) => row.pcp_history_id),
      )
      .execute();
  }
  await trx
    .insertInto('pcp_history')
    .values({
      member_key: choice.memberKey,
      provider_id: provider.id,
      provider_name: provider.name,
      provider_title: provider.title,
      begin_date: choice.effectiveDate,
      end_date: null,
      pcp_selected: true,
      pcp_termination_reason: null,
    })
    .execute();
  return true;
}

/**
 * Makes the provider each member's primary care from the effective date, in one transaction:
 * the member's open selection ends the day before (pcp_selected false, with the reason) and a
 * new row is added. A member whose open selection is already this provider is left as is, so a
 * repeated request changes nothing. Returns how many rows were added.
 */
export function selectPcp(
  db: Kysely<Database>,
  provider: PcpProvider,
  choices: readonly PcpChoice[],
  terminationReason: string,
  // The confirmation e-mail when rows were added, queued in the same transaction (issue 36).
  alsoInTransaction?: (trx: Kysely<Database>, added: number) => Promise<unknown>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let added = 0;
    for (const choice of choices) {
      if (await selectForMember(trx, provider, choice, terminationReason)) added += 1;
    }
    await alsoInTransaction?.(trx, added);
    return added;
  });
}
