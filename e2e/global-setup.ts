// The browser tests start real servers on databases copied from the same migrated template.
export { default } from '../apps/server/test/global-setup.ts';
