export { Component as default, loader, loader as clientLoader } from '@/features/switch-group/route';
