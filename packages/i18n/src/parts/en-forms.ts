export { address } from '../en/address';
export { auth } from '../en/auth';
export { content } from '../en/content';
export { errors } from '../en/errors';
export { validation } from '../en/validation';
