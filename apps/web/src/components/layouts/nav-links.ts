export const NAV_LINKS = [
  { href: '/features', label: 'Features' },
  { href: '/templates', label: 'Templates' },
] as const;
