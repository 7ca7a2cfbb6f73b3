/** The hidden print routes come from the report definitions in shared (one per report); the router imports them from here. */
export { PRINT_ROUTES, printRouteName, type PrintRoutePath } from '@proposal-desk/shared';
