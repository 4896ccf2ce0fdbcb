export { admin } from '../en/admin';
export { affiliateAdmin } from '../en/affiliate-admin';
export { outbox } from '../en/outbox';
