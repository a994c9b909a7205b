export { loader, loader as clientLoader, SessionFrame as default } from '@/app/session-frame';
