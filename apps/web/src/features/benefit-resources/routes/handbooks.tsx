import { HandbooksPage } from '../components/handbooks-page';

export const Component = HandbooksPage;
