export { historyLink as clientLoader, historyLink as loader } from '@/app/redirects';
export { default } from './redirect';
