export { Spinner as HydrateFallback } from '@/components/spinner';
export {
  loader as clientLoader,
  StaffClaimsComponent as default,
} from '@/features/claims/submission/staff-route';
