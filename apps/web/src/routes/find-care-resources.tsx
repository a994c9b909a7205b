export { ResourcesRoute as default } from '@/features/find-care/route';
