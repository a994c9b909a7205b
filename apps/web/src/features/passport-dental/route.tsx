import { PassportDentalPage } from './components/passport-dental-page';

/** /passport-dental (document 1 §2). */
export const Component = PassportDentalPage;
