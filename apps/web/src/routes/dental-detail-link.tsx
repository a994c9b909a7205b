export { dentalDetailLink as clientLoader, dentalDetailLink as loader } from '@/app/redirects';
export { default } from './redirect';
