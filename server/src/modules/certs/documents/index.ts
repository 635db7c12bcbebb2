export { certificatePdf } from './certificate-pdf';
export { badgeSigner, type BadgeSigner, type BadgeReading } from './badge-signer';
export { registerBadgeKeyRoutes } from './badge-routes';
export { unprintableCharacters } from '../../../platform/pdf/fonts';
