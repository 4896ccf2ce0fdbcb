export { admin } from '../vi/admin';
export { outbox } from '../vi/outbox';
