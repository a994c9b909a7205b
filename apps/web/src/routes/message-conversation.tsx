export {
  Component as default,
  loader,
  loader as clientLoader,
} from '@/features/secure-messages/conversation-route';
