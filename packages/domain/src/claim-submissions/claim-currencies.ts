/**
 * The currencies a member may have paid in (issue 39 §3: "amount paid and currency"), each with the
 * rate to US dollars the demo's seeded processing uses to show the claim in the claims list (billed in
 * dollars). All have two decimals. Rates as data: a real feed would replace this table.
 */
export const CLAIM_CURRENCIES = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CAD: 0.73,
  MXN: 0.058,
  AUD: 0.66,
  CHF: 1.13,
} as const satisfies Record<string, number>;
export type ClaimCurrency = keyof typeof CLAIM_CURRENCIES;
export const CLAIM_CURRENCY_CODES = Object.keys(CLAIM_CURRENCIES) as [ClaimCurrency, ...ClaimCurrency[]];

/** An amount as typed ("125", "125.5", "1250.00"): at most 7 digits and 2 decimals, above zero. */
export const AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

/** The typed amount in minor units (cents), exact: no floating point on money. */
export function toMinorUnits(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units of `currency` as US cents at the demo rate, rounded to the cent. */
export function toUsdCents(minorUnits: number, currency: ClaimCurrency): number {
  return Math.round(minorUnits * CLAIM_CURRENCIES[currency]);
}

/**
 * The countries a travel claim names (ISO 3166-1 alpha-2); the web shows each in the reader's
 * language (Intl.DisplayNames). US is the home country: any other makes the claim a travel claim.
 */
export const CLAIM_COUNTRIES = [
  'US',
  'AR',
  'AU',
  'BR',
  'CA',
  'CH',
  'CL',
  'CN',
  'CO',
  'CR',
  'DE',
  'DO',
  'ES',
  'FR',
  'GB',
  'GR',
  'GT',
  'IE',
  'IN',
  'IT',
  'JM',
  'JP',
  'KR',
  'MX',
  'NL',
  'NZ',
  'PA',
  'PE',
  'PH',
  'PT',
  'SV',
  'TH',
] as const;
export type ClaimCountry = (typeof CLAIM_COUNTRIES)[number];
