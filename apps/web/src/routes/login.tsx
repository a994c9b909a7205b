export { Component as default } from '@/features/login/route';
