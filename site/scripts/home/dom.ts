// The home page's markup lives in Astro <template>s; scripts only clone them and fill the
// elements marked data-slot, so no HTML is written in TypeScript.
// (Roots are typed Element | DocumentFragment, and nodes are added with appendChild: the
// Worker's HTMLRewriter types share the global `Element` and clash with DOM's `append`.)
type Root = Element | DocumentFragment;
export function fromTemplate(id: string): DocumentFragment {
  const template = document.getElementById(id) as HTMLTemplateElement;
  return template.content.cloneNode(true) as DocumentFragment;
}

// An element the page's markup always has: its absence is a bug, reported by name.
export function required<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`Home page markup has no ${selector}`);
  return element;
}

export function slot<T extends Element = HTMLElement>(root: Root, name: string): T {
  return root.querySelector(`[data-slot="${name}"]`) as T;
}

export function fill(root: Root, texts: Record<string, string>): void {
  for (const [name, text] of Object.entries(texts)) slot(root, name).textContent = text;
}

export function link(root: Root, name: string, href: string): void {
  slot<HTMLAnchorElement>(root, name).href = href;
}
