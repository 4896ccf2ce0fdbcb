export { admin } from '../ko/admin';
export { outbox } from '../ko/outbox';
