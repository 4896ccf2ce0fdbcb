export { notifications } from '../ko/notifications';
