/** Tables of the member data areas (document 2 §3), declared in migrations/002_member_data.sql. */
// biome-ignore lint/complexity/noBannedTypes: filled in as the member-data migration lands.
export type MemberDataTables = {};
