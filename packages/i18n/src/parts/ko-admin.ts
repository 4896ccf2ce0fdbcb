export { admin } from '../ko/admin';
export { affiliateAdmin } from '../ko/affiliate-admin';
export { awardsAdmin } from '../ko/awards';
export { outbox } from '../ko/outbox';
export { outreachAdmin } from '../ko/outreach';
export { trackingAdmin } from '../ko/tracking';
