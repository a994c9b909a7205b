export { Component as default, loader as clientLoader } from '@/app/temporary-area';
export { Spinner as HydrateFallback } from '@/components/spinner';
