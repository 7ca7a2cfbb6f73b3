/** The hidden print routes live in shared (each is one report); the router imports them from here. */
export { PRINT_ROUTES, printRouteName, type PrintRoutePath } from '@proposal-desk/shared';
