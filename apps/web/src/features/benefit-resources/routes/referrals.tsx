import { ReferralsPage } from '../components/referrals-page';

export const Component = ReferralsPage;

export { referralsLoader as loader } from '../loaders';
