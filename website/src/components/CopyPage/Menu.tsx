// The "Copy page" menu, loaded only when a reader opens it (see ./index.tsx). It follows the
// menu-button pattern screen readers expect: focus moves into the menu, the arrow keys, Home and
// End move between items, Tab moves through them and on out, and Escape closes it and puts focus
// back on the button. The page's Markdown twin is found from the route's own permalink, by the
// same rule as the page's <link rel=alternate> (src/markdown-twin.ts).
import React, { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { twinPath } from '@site/src/markdown-twin';
import styles from './Menu.module.css';

export type MenuProps = {
  id: string;
  permalink: string;
  focus: 'first' | 'last';
  button: RefObject<HTMLButtonElement | null>;
  close: () => void;
};

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** The prompt an assistant is opened with: it names the page's Markdown, which it can read. */
function prompt(markdownUrl: string): string {
  return `Read ${markdownUrl} and answer my questions about the mem.ai TypeScript SDK using it.`;
}

/** Puts the twin's text on the clipboard. */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  // Safari only lets a page write to the clipboard during the click itself, and the download
  // outlasts it; handing the clipboard a promise of the text is allowed.
  if (typeof ClipboardItem === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

const copyLabels: Record<CopyState, string> = {
  idle: 'Copy page as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Could not copy: try “View as Markdown”',
};

export default function Menu({ id, permalink, focus, button, close }: MenuProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [copy, setCopy] = useState<CopyState>('idle');
  const list = useRef<HTMLUListElement>(null);
  const twin = twinPath(permalink);
  const absoluteTwin = `${siteConfig.url.replace(/\/$/, '')}${twin}`;
  const query = encodeURIComponent(prompt(absoluteTwin));

  const items = () =>
    Array.from(list.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []);

  useEffect(() => {
    const all = items();
    (focus === 'first' ? all[0] : all[all.length - 1])?.focus();
    const dismiss = (event: Event) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', dismiss);
    document.addEventListener('focusin', dismiss);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', dismiss);
      document.removeEventListener('focusin', dismiss);
      document.removeEventListener('keydown', escape);
    };
    // Once, when the menu opens: focus moves in then, and `close` stays the same thing to do.
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? all[(at + 1) % all.length]
        : event.key === 'ArrowUp'
          ? all[(at - 1 + all.length) % all.length]
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all[all.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    next.focus();
  };

  // The assistant opens in a new tab; back on this one, the reader is where they left off.
  const closeToButton = () => {
    close();
    button.current?.focus();
  };

  const onCopy = () => {
    setCopy('copying');
    copyMarkdown(twin).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <div className={styles.popup}>
      <ul
        ref={list}
        id={id}
        role="menu"
        aria-label="Copy page"
        className={styles.menu}
        onKeyDown={onKeyDown}
      >
        <li role="none">
          <button type="button" role="menuitem" className={styles.item} onClick={onCopy}>
            {copyLabels[copy]}
          </button>
        </li>
        <li role="none">
          <a role="menuitem" className={styles.item} href={twin}>
            View as Markdown
          </a>
        </li>
        <li role="none">
          <a
            role="menuitem"
            className={styles.item}
            href={`https://chatgpt.com/?q=${query}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={closeToButton}
          >
            Open in ChatGPT
          </a>
        </li>
        <li role="none">
          <a
            role="menuitem"
            className={styles.item}
            href={`https://claude.ai/new?q=${query}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={closeToButton}
          >
            Open in Claude
          </a>
        </li>
      </ul>
      {/* Announces the copy's outcome; present from the moment the menu opens, so it is heard. */}
      <p role="status" className="visually-hidden">
        {copy === 'copied'
          ? 'Copied the page as Markdown'
          : copy === 'failed'
            ? copyLabels.failed
            : ''}
      </p>
    </div>
  );
}
