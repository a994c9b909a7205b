export {
  ProviderSearchRoute as default,
  primaryCareLoader as clientLoader,
  primaryCareLoader as loader,
} from '@/features/find-care/route';
