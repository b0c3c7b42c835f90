// Whether the first page this document showed has been rendered in the browser. Until then, what
// a page needs (its head, its static content's HTML) is in the HTML the server wrote; after it,
// a page comes from client-side navigation, and what it needs must be loaded with its code.
let rendered = false;

export const firstPageRendered = (): boolean => rendered;

/**
 * Called from layout effects, which run once the first page's first commit has rendered every
 * part of it.
 */
export function markFirstPageRendered(): void {
  rendered = true;
}
