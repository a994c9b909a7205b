export { FindCareIndex as default } from '@/features/find-care/route';
