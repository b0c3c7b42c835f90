// Wraps the local-search plugin's search box for two reasons.
// - Its code loads on intent. The box is in every page's navbar, and its code (the autocomplete's
//   setup, suggestion templates, highlighting) was in every first visit, most of which never
//   search; the stand-in is 3.4 KB gzip lighter. Until the reader points at the box, focuses it
//   or presses the keyboard shortcut, src/search/SearchBarStandIn.tsx shows the same markup; that
//   first sign loads the plugin's box and, at the same time, starts the worker fetching the
//   index, which the plugin's box would otherwise only ask for once it has loaded. The plugin's
//   box then replaces the stand-in with what the reader typed, the caret and the focus.
// - It says so when search failed (see src/search), once the reader uses the box or opens the
//   search page: otherwise the box would just show no suggestions.
import React, {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin, useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { reportSearchIndexFailure, useSearchIndexFailed } from '@site/src/search/index-status';
import SearchBarStandIn, { type StandInState } from '@site/src/search/SearchBarStandIn';
import { searchWorkerThread } from '@site/src/search/search-worker-thread';

type Props = WrapperProps<typeof SearchBarType>;

let searchBar: ComponentType<Props> | undefined;
let loadingSearchBar: Promise<ComponentType<Props>> | undefined;

function loadSearchBar(): Promise<ComponentType<Props>> {
  loadingSearchBar ??= import('@theme-original/SearchBar').then(
    (module) => (searchBar = module.default),
    (error: unknown) => {
      // A deploy may have replaced the chunk: the next intent tries again.
      loadingSearchBar = undefined;
      throw error;
    },
  );
  return loadingSearchBar;
}

/** The base address of the index the plugin's box asks for: the docs version shown, if it is
 * not the latest, else the site's (as the plugin works it out). */
function useSearchVersionUrl(): string {
  const { siteConfig } = useDocusaurusContext();
  const version = useActiveVersion(useActivePlugin()?.pluginId);
  return version !== undefined && !version.isLast ? `${version.path}/` : siteConfig.baseUrl;
}

function SearchUnavailable(): ReactNode {
  return (
    <p role="alert" className="search-unavailable">
      <Translate id="search.unavailable">
        Search is unavailable: the search index could not be loaded. Reload the page to try again.
      </Translate>
    </p>
  );
}

export default function SiteSearchBar(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const failed = useSearchIndexFailed();
  const [used, setUsed] = useState(false);
  const onSearchPage = useLocation().pathname === `${siteConfig.baseUrl}search`;
  const versionUrl = useSearchVersionUrl();
  // Loaded only on intent, so while the page hydrates this is always the stand-in.
  const [SearchBar, setSearchBar] = useState(() => searchBar);
  const container = useRef<HTMLDivElement>(null);
  // What the reader had done in the stand-in, from the commit that replaced it.
  const handover = useRef<StandInState | undefined>(undefined);
  const onStandInLeave = useCallback((state: StandInState) => (handover.current = state), []);

  const intended = useRef(false);
  const onIntent = () => {
    if (intended.current) return;
    intended.current = true;
    // The worker starts now, downloading the index; the code that talks to it comes with the
    // box's code, which needs it too, rather than with every page. The site has no search
    // contexts (the plugin's searchContextByPaths), so its one index is under the empty context,
    // as the box will ask.
    searchWorkerThread({ baseUrl: versionUrl, searchContext: '' });
    import('@site/src/search/search-by-worker').then(
      ({ fetchIndexesByWorker }) => fetchIndexesByWorker(versionUrl, ''),
      reportSearchIndexFailure,
    );
    loadSearchBar().then(
      (loaded) => setSearchBar(() => loaded),
      (error: unknown) => {
        // The box's code could not be fetched; as with an index that cannot be, the reader is
        // told, and the next intent tries again.
        intended.current = false;
        reportSearchIndexFailure(error);
      },
    );
  };

  // In the commit that replaced the stand-in, before the browser paints or takes another key.
  useLayoutEffect(() => {
    const state = handover.current;
    const input = container.current?.querySelector('input');
    if (SearchBar === undefined || state === undefined || input == null) return;
    handover.current = undefined;
    if (state.value !== '') {
      // Handed over as typed text: the plugin's box shows its loading ring only for text it saw
      // typed, not for text it finds in its input when it mounts. The prototype's setter leaves
      // React's record of the input's last value as it was, so React takes the event as a change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        state.value,
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (state.focused) {
      input.focus();
      input.setSelectionRange(...state.selection);
    }
  }, [SearchBar]);

  return (
    <div className="search-bar" ref={container} onFocus={() => setUsed(true)}>
      {SearchBar === undefined ? (
        <SearchBarStandIn onIntent={onIntent} onLeave={onStandInLeave} />
      ) : (
        <SearchBar {...props} />
      )}
      {failed && (used || onSearchPage) && <SearchUnavailable />}
    </div>
  );
}
