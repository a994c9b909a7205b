export { Component as default } from '@/features/preferences/route';
