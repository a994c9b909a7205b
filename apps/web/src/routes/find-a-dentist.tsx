export { FindADentistRoute as default } from '@/features/find-care/route';
