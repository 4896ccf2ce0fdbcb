export { address } from '../vi/address';
export { auth } from '../vi/auth';
export { content } from '../vi/content';
export { errors } from '../vi/errors';
export { validation } from '../vi/validation';
