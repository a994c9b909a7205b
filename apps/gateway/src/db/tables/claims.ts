/** db/migrations/012_claim_service_lines.sql: the service lines of a claim (claims and EOBs live in member-data.ts). */
export interface ClaimServiceLinesTable {
  claim_number: string;
  line_number: number;
  procedure_code: string;
  description: string;
  tooth_number: string | null;
  tooth_surface: string | null;
  billed_cents: number;
  allowed_cents: number;
  paid_cents: number;
  member_owes_cents: number;
  /** Migration 024: how the member's share arose, and the denial's reason code (X12 CARC). */
  deductible_cents: number;
  copay_cents: number;
  coinsurance_cents: number;
  not_covered_cents: number;
  denial_code: string | null;
}

export interface ClaimTables {
  claim_service_lines: ClaimServiceLinesTable;
}
