export { notFound as clientLoader, notFound as loader } from '@/app/redirects';
export { default } from './redirect';
