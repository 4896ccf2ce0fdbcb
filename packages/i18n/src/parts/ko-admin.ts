export { admin } from '../ko/admin';
export { affiliateAdmin } from '../ko/affiliate-admin';
export { outbox } from '../ko/outbox';
