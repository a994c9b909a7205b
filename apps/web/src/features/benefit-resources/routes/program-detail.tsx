import { ProgramDetailPage } from '../components/program-detail-page';

export const Component = ProgramDetailPage;
