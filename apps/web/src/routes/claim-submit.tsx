export { Component as default } from '@/features/claims/submission/route';
