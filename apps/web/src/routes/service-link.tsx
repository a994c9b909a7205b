export { serviceLink as clientLoader, serviceLink as loader } from '@/app/redirects';
export { default } from './redirect';
