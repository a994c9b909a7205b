import { dataLoader } from '@/lib/route-queries';
import { groupDetailsQueryOptions } from './api/get-group-details';
import { SwitchGroupPage } from './components/switch-group-page';

/** GET group-detail beside GET shell: the groups' cards come with the page, not after it is hydrated. */
export const loader = dataLoader((client) => client.ensureQueryData(groupDetailsQueryOptions()));

export const Component = SwitchGroupPage;
