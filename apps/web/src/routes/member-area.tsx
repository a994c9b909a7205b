export { Component as default, loader, loader as clientLoader } from '@/app/member-area';
