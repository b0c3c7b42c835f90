// Applies a change of the first page's head to the tags the server wrote, without the head
// manager, when the change is only in words: a title's text and meta tags' content, the tags
// themselves the same. The search page is why: its title names the query, which only the browser
// knows, and the head manager (5.8 KB gzip) would download on every first visit to it for that.
// Any other change (a tag added, removed or given other attributes) is left to the head manager.
// What is changed here is what react-helmet-async 1.3.0 would write, on the tags it marks
// `data-rh`; once it loads, it finds them equal to what it writes and keeps them.
// Measured 2026-11-28 (bench/page-weight.mjs): /search?q=client's first visit downloads 5.4 KB
// gzip less JS, and every page's main bundle 0.4 KB more.
import { Children, isValidElement, type ReactNode } from 'react';
import type { HelmetProps } from 'react-helmet-async';

/** A head's tags, as Helmet's children declare them. */
interface Tag {
  readonly type: 'title' | 'meta';
  /** The title's text, or the meta tag's content. */
  readonly words: string;
  /** Every other prop, as text: two tags are the same tag when these are equal. */
  readonly identity: string;
}

type HeadProps = HelmetProps & { children?: ReactNode };

/** The head's tags, or undefined if it declares anything but titles and meta tags as children. */
function tagsOf({ children, ...rest }: HeadProps): Tag[] | undefined {
  if (Object.keys(rest).length > 0) return undefined;
  const tags: Tag[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Record<string, unknown>>(child)) return undefined;
    const { children: text, content, ...props } = child.props;
    if (child.type === 'title' && content === undefined) {
      const words = Children.toArray(text as ReactNode);
      if (!words.every((word) => typeof word === 'string' || typeof word === 'number')) {
        return undefined;
      }
      tags.push({ type: 'title', words: words.join(''), identity: JSON.stringify(props) });
    } else if (child.type === 'meta' && text === undefined && typeof content === 'string') {
      tags.push({ type: 'meta', words: content, identity: JSON.stringify(props) });
    } else {
      return undefined;
    }
  }
  return tags;
}

/** The meta tag the server wrote for `tag`: the one with its attributes and `content`. */
function writtenMeta(tag: Tag): HTMLMetaElement | undefined {
  const attributes = Object.entries(JSON.parse(tag.identity) as Record<string, unknown>);
  const found = Array.from(document.head.querySelectorAll('meta[data-rh]')).filter(
    (meta) =>
      meta.getAttribute('content') === tag.words &&
      meta.attributes.length === attributes.length + 2 &&
      attributes.every(([name, value]) => meta.getAttribute(name) === String(value)),
  );
  return found.length === 1 && found[0] instanceof HTMLMetaElement ? found[0] : undefined;
}

/**
 * Writes the change from `before` to `after` into the document's head, if it is only in words.
 * @returns Whether it did; if not, nothing was changed.
 */
export function changedInPlace(before: HeadProps, after: HeadProps): boolean {
  const was = tagsOf(before);
  const is = tagsOf(after);
  if (was === undefined || is === undefined || was.length !== is.length) return false;
  const changes: Array<() => void> = [];
  for (const [at, tag] of is.entries()) {
    const old = was[at];
    if (old === undefined || old.type !== tag.type || old.identity !== tag.identity) return false;
    if (old.words === tag.words) continue;
    if (tag.type === 'title') {
      changes.push(() => (document.title = tag.words));
    } else {
      const meta = writtenMeta(old);
      if (meta === undefined) return false;
      changes.push(() => meta.setAttribute('content', tag.words));
    }
  }
  for (const change of changes) change();
  return true;
}
