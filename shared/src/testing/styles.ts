/** Every CSS rule styled-components wrote into the document, as one text. */
export function writtenCss(doc: Document = document): string {
  return [...doc.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a rule written for one of `element`'s own classes declares `declaration`, as
 * styled-components writes it (`content-visibility:auto`, `max-width:50rem`; spaces after the
 * colon are allowed).
 */
export function hasStyleRule(element: Element, declaration: string): boolean {
  const css = writtenCss(element.ownerDocument);
  const [property, ...value] = declaration.split(':');
  const wanted = `${escaped(property!.trim())}:\\s*${escaped(value.join(':').trim())}`;
  return [...element.classList].some((name) => new RegExp(`\\.${escaped(name)}\\{[^}]*${wanted}`).test(css));
}
