export { Component as default, clientLoader, loader } from '@/features/change-password/route';
