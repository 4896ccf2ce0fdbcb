export { notifications } from '../vi/notifications';
