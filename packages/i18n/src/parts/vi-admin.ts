export { admin } from '../vi/admin';
export { affiliateAdmin } from '../vi/affiliate-admin';
export { awardsAdmin } from '../vi/awards';
export { outbox } from '../vi/outbox';
export { trackingAdmin } from '../vi/tracking';
export { outreachAdmin } from '../vi/outreach';
