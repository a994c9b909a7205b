import { IdCardPage } from './components/id-card-page';

/** /id-card (document 2 §2): the lazy ID card area. */
export const Component = IdCardPage;
