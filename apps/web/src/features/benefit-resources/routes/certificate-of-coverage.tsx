import { CertificateOfCoveragePage } from '../components/certificate-of-coverage-page';

export const Component = CertificateOfCoveragePage;
