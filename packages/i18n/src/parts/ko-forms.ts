export { address } from '../ko/address';
export { auth } from '../ko/auth';
export { content } from '../ko/content';
export { errors } from '../ko/errors';
export { validation } from '../ko/validation';
