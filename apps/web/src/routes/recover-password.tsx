import { passwordRecoveryRoute as route } from '@/features/recovery/route';

export default route.Component;
export const loader = route.loader;
export const clientLoader = route.loader;
