export { admin } from '../vi/admin';
export { affiliateAdmin } from '../vi/affiliate-admin';
export { outbox } from '../vi/outbox';
