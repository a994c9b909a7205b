/** A brand's provider network and the plan offered on it (042_provider_directory.sql). */
export interface DirectoryNetworkRow {
  readonly networkId: string;
  readonly domainId: number;
  readonly name: string;
  readonly planName: string;
  /** Plan-Net InsuranceProductType code. */
  readonly productType: string;
  readonly updatedAt: Date;
}

/** An office of a provider, as the primary-care search reads it, with its coordinates. */
export interface DirectoryOfficeRow {
  readonly addressLine1: string;
  readonly addressLine2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly phoneNumber: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** A provider of the directory and the brand's networks it takes part in. */
export interface DirectoryProviderRow {
  readonly providerId: string;
  readonly name: string;
  readonly groupName: string | null;
  readonly title: string | null;
  readonly specialty: string | null;
  readonly languages: readonly string[];
  readonly acceptingNewPatients: boolean;
  readonly networkIds: readonly string[];
  readonly offices: readonly DirectoryOfficeRow[];
}

/** A brand's whole directory: its networks and the providers in any of them. */
export interface DirectoryRows {
  readonly networks: readonly DirectoryNetworkRow[];
  readonly providers: readonly DirectoryProviderRow[];
}
