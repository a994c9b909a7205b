export { accountHome as clientLoader, accountHome as loader } from '@/app/redirects';
export { default } from './redirect';
