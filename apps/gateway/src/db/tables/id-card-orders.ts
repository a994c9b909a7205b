import type { Generated } from 'kysely';

/** db/migrations/011_id_card_orders_plan_cancellations.sql */
export interface IdCardOrderTable {
  member_key: string;
  category: 'Medical' | 'Dental' | 'Vision' | 'Pharmacy';
  order_date: string;
  ordered_by_member_key: string;
  created_at: Generated<Date>;
}

export interface PlanCancellationTable {
  cancellation_id: Generated<number>;
  family_key: string;
  previous_status: 'M' | 'D' | null;
  cancellation_status: 'M' | 'D';
  requested_by_member_key: string;
  created_at: Generated<Date>;
}

export interface IdCardOrderTables {
  id_card_orders: IdCardOrderTable;
  plan_cancellations: PlanCancellationTable;
}
