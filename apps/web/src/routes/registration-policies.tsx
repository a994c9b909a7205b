export { Component as default } from '@/features/registration-policies/route';
