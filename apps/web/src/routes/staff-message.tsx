export { Spinner as HydrateFallback } from '@/components/spinner';
export {
  ConversationComponent as default,
  loader as clientLoader,
} from '@/features/secure-messages/staff-route';
