/**
 * Human handoff (issue 19 part 1, decision 030). Other modules import from here only: the chat
 * registers the routes and reads each conversation's handoff; appointments read the opening hours;
 * insights count the requests.
 */
export { handoffRoutes } from './routes.ts';
export { handoffsOf, handoffsSince } from './service.ts';
export { readOpeningHours, type WeeklyHours } from './business-hours.ts';
