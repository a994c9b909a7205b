import { getBenefitCategoryRoute } from '@/features/benefits/route';

const route = getBenefitCategoryRoute('vision');

export default route.Component;
export const loader = route.loader;
export const clientLoader = route.loader;
