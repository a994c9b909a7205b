import { ProgramDetailPage } from '../components/program-detail-page';

export const Component = ProgramDetailPage;

export { programDetailLoader as loader } from '../loaders';
