export { Spinner as HydrateFallback } from '@/components/spinner';
export { Component as default, loader as clientLoader } from '@/features/login-as/route';
