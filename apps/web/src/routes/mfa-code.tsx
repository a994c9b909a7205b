export { Component as default } from '@/features/login/code-route';
