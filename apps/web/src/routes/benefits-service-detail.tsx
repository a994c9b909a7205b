import { serviceDetailRoute as route } from '@/features/benefits/route';

export default route.Component;
export const loader = route.loader;
export const clientLoader = route.loader;
