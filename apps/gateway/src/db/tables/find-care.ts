/** db/migrations/009_zip_centroids.sql */
export interface ZipCentroidsTable {
  zip_code: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface FindCareTables {
  zip_centroids: ZipCentroidsTable;
}
