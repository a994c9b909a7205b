export { benefitsHome as clientLoader, benefitsHome as loader } from '@/app/redirects';
export { default } from './redirect';
