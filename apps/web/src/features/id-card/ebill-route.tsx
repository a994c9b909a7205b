import { EbillPage } from './components/ebill-page';

/** /account/ebill (document 2 §2 Account): its own lazy route, beside the account area's pages. */
export const Component = EbillPage;
