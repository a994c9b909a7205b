import { CertificateOfCoveragePage } from '../components/certificate-of-coverage-page';

export const Component = CertificateOfCoveragePage;

export { certificateOfCoverageLoader as loader } from '../loaders';
