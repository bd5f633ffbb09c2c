// The messenger screen, loaded by app/router.tsx.
export { MessengerPage } from './messenger-page';
