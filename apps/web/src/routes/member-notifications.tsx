export { Component as default, loader, loader as clientLoader } from '@/features/member-notifications/route';
