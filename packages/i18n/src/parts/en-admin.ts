export { admin } from '../en/admin';
export { affiliateAdmin } from '../en/affiliate-admin';
export { awardsAdmin } from '../en/awards';
export { outbox } from '../en/outbox';
export { outreachAdmin } from '../en/outreach';
export { trackingAdmin } from '../en/tracking';
