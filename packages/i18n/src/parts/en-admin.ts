export { admin } from '../en/admin';
export { outbox } from '../en/outbox';
