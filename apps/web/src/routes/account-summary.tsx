import { accountSummaryRoute as route } from '@/features/account/route';

export default route.Component;
