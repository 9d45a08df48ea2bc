/**
 * react-admin's pages no first screen shows, loaded in a chunk of their own when one is first shown
 * (lazyDefaults.tsx): its error, not-found and authentication-error pages bring its page title, whose
 * editor brings MUI's whole text field (select, menu, input bases).
 */
export { AuthenticationError, Error, NotFound } from 'react-admin';
