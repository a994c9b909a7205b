export {
  Component as default,
  loader,
  loader as clientLoader,
} from '@/features/benefit-resources/routes/handbooks';
