export { Component as default } from '@/features/digital-communications-policy/route';
