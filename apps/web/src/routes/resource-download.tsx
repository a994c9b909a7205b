export { Component as default } from '@/features/resource-download/route';
