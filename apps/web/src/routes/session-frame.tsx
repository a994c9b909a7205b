export { loader, loader as clientLoader, SessionFrameRoute as default } from '@/app/session-frame-route';
