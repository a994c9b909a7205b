export { brandHome as clientLoader, brandHome as loader } from '@/app/redirects';
export { default } from './redirect';
