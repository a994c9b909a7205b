import type { Generated } from 'kysely';

/** db/migrations/042_provider_directory.sql: a brand's provider network and the plan offered on it. */
export interface ProviderNetworksTable {
  network_id: string;
  domain_id: number;
  name: string;
  plan_name: string;
  product_type: string;
  updated_at: Generated<Date>;
}

export interface ProviderNetworkMembersTable {
  network_id: string;
  provider_id: string;
}

export interface ProviderDirectoryTables {
  provider_networks: ProviderNetworksTable;
  provider_network_members: ProviderNetworkMembersTable;
}
