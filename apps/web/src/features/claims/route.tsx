import { ClaimsPage } from './components/claims-page';

/** /claims (document 2 §2). */
export const Component = ClaimsPage;
