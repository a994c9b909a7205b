export { Component as default, loader, loader as clientLoader } from '@/features/claims/submission/route';
