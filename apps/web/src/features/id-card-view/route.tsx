import { IdCardViewPage } from './components/id-card-view-page';

/** /id-card/{suffix}: a family member's ID card as a web page (issue 17). */
export const Component = IdCardViewPage;
