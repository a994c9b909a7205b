import { memberInformationRoute as route } from '@/features/account/route';

export default route.Component;
export const loader = route.loader;
export const clientLoader = route.loader;
