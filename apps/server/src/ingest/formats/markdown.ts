/**
 * Markdown to plain text for indexing: the words stay, the markup goes. Headings become lines of
 * their own, list items "- item", table rows "cell | cell". Lines of one paragraph are joined
 * first, because emphasis often spans a hard line wrap ("**12 to 18\nmonths**").
 */
export function markdownToText(source: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let paragraph: string[] = [];
  /** Consecutive list items and table rows stay on adjacent lines. */
  let group: string[] = [];
  let fence: string | null = null;
  let code: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push(inline(paragraph.join(' ')));
    paragraph = [];
  };
  const flushGroup = () => {
    if (group.length > 0) blocks.push(group.join('\n'));
    group = [];
  };
  const flush = () => {
    flushParagraph();
    flushGroup();
  };

  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] as string;
    if (fence !== null) {
      if (raw.trim().startsWith(fence)) {
        blocks.push(code.join('\n'));
        code = [];
        fence = null;
      } else code.push(raw);
      continue;
    }
    const line = raw.replace(/^ {0,3}(> ?)+/, '').trimEnd();
    const trimmed = line.trim();
    const next = (lines[index + 1] ?? '').trim();

    const fenceOpen = /^(`{3,}|~{3,})/.exec(trimmed);
    if (fenceOpen?.[1]) {
      flush();
      fence = fenceOpen[1];
      continue;
    }
    if (trimmed === '') {
      flush();
      continue;
    }
    // Link reference definitions and horizontal rules carry no readable text.
    if (/^\[[^\]]+\]:\s*\S+/.test(trimmed) || /^([-*_])( *\1){2,}$/.test(trimmed)) {
      flush();
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*$/.exec(trimmed);
    if (heading) {
      flush();
      blocks.push(inline(heading[1] ?? ''));
      continue;
    }
    // Setext heading: a paragraph line underlined with === or ---.
    if (paragraph.length === 0 && group.length === 0 && /^(=+|-+)$/.test(next) && !/^[-*+]\s/.test(trimmed)) {
      flush();
      blocks.push(inline(trimmed));
      index++;
      continue;
    }
    if (isTableDelimiter(trimmed)) continue;
    if (
      trimmed.startsWith('|') ||
      (trimmed.includes('|') && isTableDelimiter(next)) ||
      (trimmed.includes(' | ') && group.at(-1)?.includes(' | '))
    ) {
      flushParagraph();
      const cells = trimmed
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => inline(cell.trim()));
      group.push(cells.filter((cell) => cell !== '').join(' | '));
      continue;
    }
    const bullet = /^\s*[-*+]\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
    const ordered = /^\s*(\d{1,9})[.)]\s+(.*)$/.exec(line);
    if (bullet || ordered) {
      flushParagraph();
      group.push(bullet ? `- ${inline(bullet[1] ?? '')}` : `${ordered?.[1]}. ${inline(ordered?.[2] ?? '')}`);
      continue;
    }
    if (group.length > 0 && /^\s{2,}\S/.test(raw) && !group.at(-1)?.includes(' | ')) {
      // Continuation line of a list item.
      group[group.length - 1] += ` ${inline(trimmed)}`;
      continue;
    }
    flushGroup();
    paragraph.push(trimmed.replace(/ {2,}$|\\$/, ''));
  }
  if (fence !== null) blocks.push(code.join('\n'));
  flush();
  return blocks.filter((block) => block.trim() !== '').join('\n\n');
}

function isTableDelimiter(line: string): boolean {
  return /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/.test(line) && line.includes('|');
}

/** Inline markup: images, links, emphasis, code spans, autolinks, HTML tags, escapes. */
function inline(text: string): string {
  // Escaped characters are parked in the private use area so no later rule mistakes them for markup.
  return text
    .replace(/\\([\\`*_{}[\]()#+\-.!|~>])/g, (_, char: string) => String.fromCharCode(0xe000 + char.charCodeAt(0)))
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+|[^>\s@]+@[^>\s]+)>/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/(`+)(.+?)\1/g, '$2')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])/g, '$1')
    .replace(/(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?![\w_])/g, '$1')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    .replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xe000));
}
