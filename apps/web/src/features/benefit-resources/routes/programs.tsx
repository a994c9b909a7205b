import { ProgramsPage } from '../components/programs-page';

export const Component = ProgramsPage;

export { programsLoader as loader } from '../loaders';
