import { MedicareMaterialsPage } from '../components/medicare-materials-page';

export const Component = MedicareMaterialsPage;

export { medicareMaterialsLoader as loader } from '../loaders';
