export { Component as default } from '@/features/secure-messages/new-route';
