import { IdCardPage } from './components/id-card-page';

/** /id-card (document 2 §2): the lazy ID card area; it resolves the account state before it opens. */
export { resolveAccountState as loader } from '@/api/resolve-account-state';

export const Component = IdCardPage;
