export { admin } from '../en/admin';
export { affiliateAdmin } from '../en/affiliate-admin';
export { awardsAdmin } from '../en/awards';
export { outbox } from '../en/outbox';
export { trackingAdmin } from '../en/tracking';
export { outreachAdmin } from '../en/outreach';
