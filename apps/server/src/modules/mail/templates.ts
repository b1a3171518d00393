import { crawlChangesSummary, crawlFactLine, PRODUCT_NAME, type CrawlChanges } from '@staffwright/contract';

export function verificationMail(username: string, link: string) {
  return {
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: `Hi ${username},\n\nPlease confirm your email address by opening this link:\n\n${link}\n\nThe link works for 24 hours. If you did not create a ${PRODUCT_NAME} account, you can ignore this message.\n\n— ${PRODUCT_NAME}`,
  };
}

export function passwordResetMail(username: string, link: string) {
  return {
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Hi ${username},\n\nSomeone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it wasn't you, ignore this message: your password stays as it is.\n\n— ${PRODUCT_NAME}`,
  };
}

/** Lines of a list a mail shows at most; the rest are counted. */
const MAIL_LIST_MAX = 10;

function listLines<T>(items: T[], total: number, line: (item: T) => string): string[] {
  const shown = items.slice(0, MAIL_LIST_MAX).map((i) => `- ${line(i)}`);
  if (total > shown.length) shown.push(`- …and ${(total - shown.length).toLocaleString('en-US')} more`);
  return shown;
}

/** After a scheduled re-crawl that found changes: what changed, and where to see it (decision 021). */
export function siteChangesMail(opts: { username: string; businessName: string; url: string; changes: CrawlChanges; link: string }) {
  const { changes } = opts;
  const sections: string[] = [];
  if (changes.facts.length) {
    sections.push(
      [
        'Facts that changed:',
        ...listLines(changes.facts, changes.facts.length, (f) => `${crawlFactLine(f)} (${f.title}: “${f.context}”)`),
      ].join('\n'),
    );
  }
  for (const [label, list, total] of [
    ['Pages changed', changes.changed, changes.counts.changed],
    ['Pages added', changes.added, changes.counts.added],
    ['Pages removed', changes.removed, changes.counts.removed],
  ] as const) {
    if (total)
      sections.push([`${label}:`, ...listLines(list, total, (p) => (p.title === p.url ? p.url : `${p.title} — ${p.url}`))].join('\n'));
  }
  return {
    subject: `${opts.businessName}: your website changed since the last crawl`,
    text: `Hi ${opts.username},\n\n${PRODUCT_NAME} read ${opts.url} again for ${opts.businessName}, as scheduled. ${crawlChangesSummary(changes)}.\n\n${sections.join('\n\n')}\n\nYour agent already answers from the new pages. To see the report, open:\n\n${opts.link}\n\n— ${PRODUCT_NAME}`,
  };
}
