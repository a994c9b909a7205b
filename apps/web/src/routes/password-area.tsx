export { Component as default, clientLoader, loader } from '@/app/password-area';
