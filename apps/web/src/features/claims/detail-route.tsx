import { ClaimDetailPage } from './components/claim-detail-page';

/** /claims/{claimNumber} (issue 14). */
export const Component = ClaimDetailPage;
