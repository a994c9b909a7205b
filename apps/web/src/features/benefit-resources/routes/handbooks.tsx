import { HandbooksPage } from '../components/handbooks-page';

export const Component = HandbooksPage;

export { handbooksLoader as loader } from '../loaders';
