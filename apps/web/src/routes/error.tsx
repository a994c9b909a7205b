export { Component as default } from '@/features/errors/route';
