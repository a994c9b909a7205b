import { getBenefitCategoryRoute } from '@/features/benefits/route';

const route = getBenefitCategoryRoute('pharmacy');

export default route.Component;
export const loader = route.loader;
export const clientLoader = route.loader;
