import { accountQueryOptions } from '@/api/account';
import { dataLoader } from '@/lib/route-queries';
import { PassportDentalPage } from './components/passport-dental-page';

/** The plan-specific link depends on the account's parent group. */
export const loader = dataLoader((client) => client.ensureQueryData(accountQueryOptions()));

/** /passport-dental (document 1 §2). */
export const Component = PassportDentalPage;
