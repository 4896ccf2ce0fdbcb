export { admin } from '../vi/admin';
export { affiliateAdmin } from '../vi/affiliate-admin';
export { awardsAdmin } from '../vi/awards';
export { outbox } from '../vi/outbox';
export { outreachAdmin } from '../vi/outreach';
export { trackingAdmin } from '../vi/tracking';
