export { Component as default, loader as clientLoader } from '@/app/password-area';
export { Spinner as HydrateFallback } from '@/components/spinner';
