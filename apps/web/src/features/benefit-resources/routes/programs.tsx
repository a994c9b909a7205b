import { ProgramsPage } from '../components/programs-page';

export const Component = ProgramsPage;
