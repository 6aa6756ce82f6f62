// The stylesheet of a part loaded on demand (the chat dock, the contact dialog). Imported as a
// module, its rules would be inlined into every page whose script can reach that part (the
// build follows dynamic imports too), and the frame's script reaches both from every page.
const sheets = new Map<string, Promise<void>>();

// Resolves once the rules apply, so the part never shows unstyled; a sheet that failed (offline,
// a deploy replaced the files) is asked for again next time.
export function loadStylesheet(href: string): Promise<void> {
  let sheet = sheets.get(href);
  if (!sheet) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    sheet = new Promise<void>((resolve, reject) => {
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        sheets.delete(href);
        reject(new Error(`Stylesheet failed to load: ${href}`));
      };
    });
    sheets.set(href, sheet);
    document.head.append(link);
  }
  return sheet;
}
