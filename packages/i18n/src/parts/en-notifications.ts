export { notifications } from '../en/notifications';
