import { ReferralsPage } from '../components/referrals-page';

export const Component = ReferralsPage;
