// What the navbar shows in place of the search plugin's box until the reader turns to search:
// the same markup with the plugin's own class names, so the server-rendered page, a page without
// JavaScript and a page whose box has not loaded yet all look exactly as with the plugin's box.
// It takes what the reader does first (pointing at it, focusing it, the keyboard shortcut, text
// typed before the plugin's box arrives) and hands over to src/theme/SearchBar, which then loads
// the plugin's box. Written for @easyops-cn/docusaurus-search-local 0.55.3, whose box markup,
// class names and shortcut helpers this reproduces; test/upstream-internals.test.ts fails if
// that version changes, and e2e/search.spec.ts compares this markup with the plugin's box.
import React, { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import ringStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap.js';
import { isMacPlatform } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js';
import {
  searchBarShortcut,
  searchBarShortcutHint,
  searchBarShortcutKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js';

/** What the reader had done in the stand-in's text box when it left the page. */
export interface StandInState {
  value: string;
  focused: boolean;
  selection: [start: number | null, end: number | null];
}

export interface StandInProps {
  /** Called on the first sign that the reader means to search. */
  onIntent(): void;
  /** Called as the stand-in leaves the page, for the box that takes its place. */
  onLeave(state: StandInState): void;
}

export default function SearchBarStandIn({ onIntent, onLeave }: StandInProps): ReactNode {
  const isBrowser = useIsBrowser();
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // Read in the commit that removes the stand-in, while its input is still on the page: a key
  // typed at any moment before is handed over, however late the plugin's box is rendered.
  useLayoutEffect(
    () => () => {
      const input = inputRef.current;
      if (input === null) return;
      onLeave({
        value: input.value,
        focused: document.activeElement === input,
        selection: [input.selectionStart, input.selectionEnd],
      });
    },
    [],
  );

  // Once, on mounting, like the plugin's box: text typed, or focus given, before React hydrated
  // the page.
  useEffect(() => {
    const input = inputRef.current;
    if (input === null) return;
    if (input.value !== '') setValue(input.value);
    if (document.activeElement === input) {
      setFocused(true);
      onIntent();
    }
  }, []);

  useEffect(() => {
    if (!searchBarShortcut || !searchBarShortcutKeymap) return;
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      // Focusing the box is the intent: the plugin's box takes over with the focus.
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const showHint = searchBarShortcut && searchBarShortcutHint;
  return (
    <div
      className={clsx(
        'navbar__search',
        styles.searchBarContainer,
        // The plugin's box shows its spinner once text is typed while the index loads.
        value !== '' && styles.searchIndexLoading,
        focused && styles.focused,
      )}
      dir="ltr"
    >
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        ref={inputRef}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onMouseEnter={onIntent}
        onFocus={() => {
          setFocused(true);
          onIntent();
        }}
        onBlur={() => setFocused(false)}
      />
      <div className={clsx(ringStyles.loadingRing, styles.searchBarLoadingRing)}>
        <div />
        <div />
        <div />
        <div />
      </div>
      {showHint &&
        (value !== '' ? (
          <button className={styles.searchClearButton} onClick={() => setValue('')}>
            ✕
          </button>
        ) : (
          isBrowser &&
          searchBarShortcutKeymap && (
            <div className={styles.searchHintContainer}>
              {getKeymapHints(searchBarShortcutKeymap, isMacPlatform()).map((hint, index) => (
                <kbd key={index} className={styles.searchHint}>
                  {hint}
                </kbd>
              ))}
            </div>
          )
        ))}
    </div>
  );
}
