/** A family's postal address and phone as the account shows and edits them (`families as f`). */
export const FAMILY_ADDRESS_COLUMNS = [
  'f.address_line1',
  'f.address_line2',
  'f.city',
  'f.state',
  'f.zip_code',
  'f.country',
  'f.phone_number',
] as const;
