/**
 * Compatibility barrel. Import from the per-primitive files (select, tabs, dropdown-menu, tooltip,
 * avatar) instead: each pulls in only its own Radix primitive, which keeps route chunks small.
 */
export * from './dropdown-menu';
export * from './select';
export * from './tabs';
export * from './tooltip';
export * from './avatar';
