export { Component as default } from '@/features/switch-group/route';
