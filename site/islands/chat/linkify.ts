// Spec §9: links in messages are made clickable. The text is split into plain runs and links,
// which the thread renders as text nodes and <a> elements: nothing in a message is ever HTML.
export type TextRun = { text: string; href?: string };

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?'")\]]+$/;

export function splitLinks(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const link = match[0].replace(TRAILING, '');
    if (start > last) runs.push({ text: text.slice(last, start) });
    const href = /^www\./i.test(link) ? `https://${link}` : link;
    runs.push({ text: link, href });
    last = start + link.length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}
