export { Component as default, loader as clientLoader } from '@/features/contact-us/route';
export { loader } from '@/features/contact-us/route.server';
