export { admin } from '../ko/admin';
export { affiliateAdmin } from '../ko/affiliate-admin';
export { awardsAdmin } from '../ko/awards';
export { outbox } from '../ko/outbox';
export { trackingAdmin } from '../ko/tracking';
export { outreachAdmin } from '../ko/outreach';
