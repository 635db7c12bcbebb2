/** What the personal centre shows of certificates: the applications and the certificates. */
export { MyCertApplications, MyCertificates } from './components/my-certificates';
