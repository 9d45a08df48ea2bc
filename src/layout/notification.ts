/** react-admin's notification (MUI's snackbar), in a chunk of its own (lazyDefaults.tsx). */
export { Notification } from 'react-admin';
