// The "Copy page" button beside each docs page's and blog post's title. It is all that a first
// visit downloads: the menu (copying, the links, its keyboard handling) is a separate chunk,
// fetched when the reader shows intent (pointer over the button, focus) or clicks. The button is
// rendered on the server at its final size, so nothing moves when the page hydrates.
import React, { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { MenuProps } from './Menu';
import styles from './styles.module.css';

let loading: Promise<ComponentType<MenuProps>> | undefined;

function loadMenu(): Promise<ComponentType<MenuProps>> {
  loading ??= import(/* webpackChunkName: "copy-page-menu" */ './Menu').then(
    (module) => module.default,
    (error: unknown) => {
      // Let the next click try again (after a deploy, say) instead of keeping the failure.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The button and, once opened, its menu, for the page at `permalink` (baseUrl included). */
export default function CopyPage({ permalink }: { permalink: string }): ReactNode {
  const [Menu, setMenu] = useState<ComponentType<MenuProps>>();
  // Which item takes focus when the menu opens: ArrowUp opens it at the last one.
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const load = () => {
    loadMenu().then(
      (loaded) => setMenu(() => loaded),
      () => setOpen(false),
    );
  };
  const show = (focus: 'first' | 'last') => {
    load();
    setOpen(focus);
  };
  return (
    <div className={styles.copyPage}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open !== false && Menu ? id : undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => (open === false ? show('first') : setOpen(false))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          show(event.key === 'ArrowUp' ? 'last' : 'first');
        }}
      >
        Copy page
      </button>
      {open !== false && Menu && (
        <Menu
          id={id}
          permalink={permalink}
          focus={open}
          button={button}
          close={() => setOpen(false)}
        />
      )}
    </div>
  );
}
