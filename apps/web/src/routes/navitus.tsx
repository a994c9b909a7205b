export { NavitusRoute as default } from '@/features/find-care/route';
