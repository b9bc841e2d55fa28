import { createDiscoveryClient } from '@ldn/discovery-client';
import {
  BOTTOM_BUTTON_SCROLL_THRESHOLD_PX,
  screenLabels,
  SEARCH_AUTO_TRIGGER_MS,
} from '@ldn/domain';
import {
  Button,
  CloseButton,
  LoadingText,
  Menu,
  portalContainer,
  ThemeProvider,
  uiMessages,
  VisuallyHidden,
} from '@ldn/ui-kit';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAfterNextPaint } from './after-next-paint';
import type { OverlayDiscoveryClient } from './discovery-port';
import { FilterButton, FilterDrawer, FilterSidebar } from './filter-panel';
import { correctedTermsText, overlayMessages, resultCountText } from './messages';
import type { OverlayProduct } from './product';
import { ProductGrid } from './product-grid';
import { ScopeCards } from './scope-cards';
import { SearchBar } from './search-bar';
import { isSearchableTerm, shouldAutoSearch } from './search-rules';
import { focusRing, mainTarget } from './styles';
import { SuggestionChips } from './suggestion-chips';
import { useIsMobile, type OverlayLayout } from './use-is-mobile';
import { useOverlaySearch } from './use-overlay-search';

const Backdrop = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * Full screen, and its own scroller (the page behind is locked [S4.12]). It carries the base styles
 * the host page may lack: another retailer's app has no ui-kit global style.
 */
const Content = styled(RadixDialog.Content)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
  &:focus {
    outline: none;
  }
`;

const Top = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentMaxWidthPx}px;
  width: 100%;
  margin: 0 auto;
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const SearchRow = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidthPx}px;
  width: 100%;
  margin: 0 auto;
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentMaxWidthPx}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const ToolbarEnd = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const Results = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

const BackToTop = styled.button`
  ${focusRing}
  ${mainTarget}
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
`;

const ArrowUp = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M10 16V4M4 10l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** How the overlay reaches the discovery service: a client, or the base URL to make one. */
export type ProductsOverlaySource =
  | {
      /**
       * A client made with `createDiscoveryClient` of `@ldn/discovery-client` (share one to keep its
       * settings cache and tracking session), or any object of the same shape.
       */
      readonly client: OverlayDiscoveryClient;
      readonly discoveryUrl?: never;
      readonly trackingUrl?: never;
    }
  | {
      readonly client?: never;
      /** The discovery base URL, e.g. `https://shop.example/discovery`: the overlay makes a client. */
      readonly discoveryUrl: string;
      /** The tracking base URL (no tracking when absent). */
      readonly trackingUrl?: string;
    };

export type ProductsOverlayProps = ProductsOverlaySource & {
  /** Shows the overlay (a modal: focus trapped, Escape closes, the page scroll is locked). */
  readonly open: boolean;
  /** [S2.49] [S4.12] Opens in navigation mode on this category (scope) path, e.g. 'meals/biberons'. */
  readonly navigateTo?: string | undefined;
  /** Opens on a search for this term (at least 2 characters). */
  readonly initialTerm?: string | undefined;
  /** `auto` (default): filters in a drawer below 768 px, in a sidebar above. */
  readonly layout?: OverlayLayout;
  /** [S2.49] 'Fermer', Escape: the host closes the overlay (sets `open` to false). */
  readonly onClose: () => void;
  /** [S2.49] 'Ajouter à ma liste' on a product (tracked as addedToCart). */
  readonly onAddProduct?: (product: OverlayProduct) => void;
  /** [S2.49] A product's picture or title (tracked as visited). */
  readonly onViewProduct?: (product: OverlayProduct) => void;
  /** [S2.49] [S9.9] `true` once the results are scrolled more than 250 px, `false` back above. */
  readonly onDisplayBottomButton?: (visible: boolean) => void;
  /**
   * [S6.4] The viewer is staff: 'Ajouter à ma liste' stays offered whatever the stock. Otherwise a
   * product out of stock (`c:availability`) says so and cannot be added.
   */
  readonly staff?: boolean | undefined;
};

/**
 * Radix gives focus back to its trigger on close; the host opens the overlay from its own button,
 * so focus goes back to what had it when the overlay opened.
 * https://github.com/radix-ui/primitives/blob/main/packages/react/dialog/src/dialog.tsx (onCloseAutoFocus)
 */
function useFocusReturn() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    capture: () => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    restore: (event: Event) => {
      event.preventDefault();
      if (returnTo.current?.isConnected) returnTo.current.focus();
      returnTo.current = null;
    },
  };
}

/**
 * The language of an error the overlay shows: [S8.5]'s navigation error is the service's English
 * text, kept verbatim, so it is marked as English for screen readers (RGAA 8.7, WCAG 3.1.2); the
 * page's French applies to the others.
 */
const languageOf = (error: string): 'en' | undefined =>
  error === overlayMessages.NAVIGATION_ERROR ? 'en' : undefined;

/**
 * [S2.49] [S4.12] [S5.15] [S5.18] [S7.53] [S9.9] [S9.10] The 'Produits' overlay: a full-screen
 * dialog with the search bar, suggestion chips, category cards, the 'Trier' menu, the filters
 * (drawer on phones, sidebar on desktop), a 2/4-column product grid that loads 20 more items as the
 * customer scrolls, and a back-to-top button. Search mode, or navigation mode with `navigateTo`.
 */
export function ProductsOverlay(props: ProductsOverlayProps) {
  const { discoveryUrl, trackingUrl } = props;
  const ownClient = useMemo(
    (): OverlayDiscoveryClient | null =>
      discoveryUrl === undefined
        ? null
        : createDiscoveryClient(
            trackingUrl === undefined ? { discoveryUrl } : { discoveryUrl, trackingUrl },
          ),
    [discoveryUrl, trackingUrl],
  );
  const client = props.client ?? ownClient;
  if (client === null) throw new Error('ProductsOverlay needs a client or a discoveryUrl');
  return (
    <ThemeProvider>
      <OverlayDialog {...props} client={client} />
    </ThemeProvider>
  );
}

type OverlayDialogProps = Omit<ProductsOverlayProps, keyof ProductsOverlaySource> & {
  readonly client: OverlayDiscoveryClient;
};

function OverlayDialog({
  open,
  client,
  navigateTo,
  initialTerm,
  layout = 'auto',
  onClose,
  onAddProduct,
  onViewProduct,
  onDisplayBottomButton,
  staff = false,
}: OverlayDialogProps) {
  const overlay = useOverlaySearch({ client, open, navigateTo, initialTerm });
  const { state } = overlay;
  const isMobile = useIsMobile(layout);
  const [text, setText] = useState(initialTerm ?? '');
  const [typed, setTyped] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [scrolledDown, setScrolledDown] = useState(false);
  const scroller = useRef<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const focusReturn = useFocusReturn();

  // Each opening starts afresh; a closed overlay is scrolled back up. Set while rendering, as
  // `open` or the term given changes.
  const [seen, setSeen] = useState({ open, initialTerm });
  if (seen.open !== open || seen.initialTerm !== initialTerm) {
    setSeen({ open, initialTerm });
    if (open) {
      setText(initialTerm ?? '');
      setTyped(false);
      setFiltersOpen(false);
    } else {
      setScrolledDown(false);
    }
  }

  // [S2.49] [S9.9] displayBottomButton: true beyond 250 px of scroll, false back above (and when
  // the overlay closes). Only changes are told.
  const bottomButton = useRef(onDisplayBottomButton);
  useEffect(() => {
    bottomButton.current = onDisplayBottomButton;
  });
  const told = useRef(false);
  const visible = open && scrolledDown;
  useEffect(() => {
    if (told.current === visible) return;
    told.current = visible;
    bottomButton.current?.(visible);
  }, [visible]);

  const submit = useCallback(
    (value: string, force: boolean) => {
      const term = value.trim();
      if (term === '') {
        // [S4.12] An empty term is navigation mode, when there is a category to go back to.
        const scope = state.scopeId ?? navigateTo;
        if (scope !== undefined && scope !== null && (force || state.mode !== 'navigation')) {
          overlay.navigate(scope);
        }
        return;
      }
      if (!isSearchableTerm(term)) return;
      if (!force && state.mode === 'search' && state.term === term) return;
      overlay.search(term);
    },
    [overlay, state.scopeId, state.mode, state.term, navigateTo],
  );

  // [S4.12] [S9.9] Typing more than 3 characters searches by itself after 1 s of quiet.
  useEffect(() => {
    if (!typed || !shouldAutoSearch(text)) return undefined;
    const timer = setTimeout(() => submit(text, false), SEARCH_AUTO_TRIGGER_MS);
    return () => clearTimeout(timer);
  }, [text, typed, submit]);

  const onScroll = () => {
    const top = scroller.current?.scrollTop ?? 0;
    setScrolledDown(top > BOTTOM_BUTTON_SCROLL_THRESHOLD_PX);
  };

  const backToTop = () => {
    const element = scroller.current;
    if (element !== null) {
      if (typeof element.scrollTo === 'function') element.scrollTo({ top: 0, behavior: 'smooth' });
      else element.scrollTop = 0;
    }
    setScrolledDown(false);
    input.current?.focus({ preventScroll: true });
  };

  // The same functions from render to render, so that the memoized cards are not rendered again
  // on each keystroke; they call the latest tracking and host callbacks.
  const productCallbacks = useRef({ overlay, onViewProduct, onAddProduct });
  useEffect(() => {
    productCallbacks.current = { overlay, onViewProduct, onAddProduct };
  });
  const view = useCallback((product: OverlayProduct) => {
    const latest = productCallbacks.current;
    latest.overlay.trackVisited(product);
    latest.onViewProduct?.(product);
  }, []);
  const add = useCallback((product: OverlayProduct) => {
    const latest = productCallbacks.current;
    latest.overlay.trackAddedToCart(product);
    latest.onAddProduct?.(product);
  }, []);

  // The grid shows it below its last card, once every card is shown (one element: the memoized
  // grid is not rendered again for it).
  const listEnded = state.status === 'done' && !overlay.hasMore;
  const endMessage = useMemo(
    () => (listEnded ? <Message>{overlayMessages.NO_MORE_ITEMS}</Message> : null),
    [listEnded],
  );

  const searching = state.mode !== 'idle';
  // A search's new facets fill the filters one frame after its results (the sidebar is there at
  // once, with the facets of before): the results' frame lays out and paints the cards only.
  const facets = useAfterNextPaint(state.facets);
  const filterProps = {
    facets,
    filters: state.filters,
    onChange: overlay.setFilters,
  };
  const noResults =
    state.status === 'done' && state.products.length === 0 && state.error === null && searching;

  const loaded = state.status === 'done' || state.status === 'loadingMore';
  const countText = !loaded
    ? ''
    : state.correctedTerms === null
      ? resultCountText(state.total)
      : `${correctedTermsText(state.correctedTerms)} : ${resultCountText(state.total)}`;

  const chips = (
    <SuggestionChips
      chips={state.chips}
      onChoose={(expression) => {
        setText(expression);
        setTyped(false);
        overlay.search(expression);
      }}
    />
  );

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal container={portalContainer()}>
        <Backdrop />
        <Content
          ref={scroller}
          aria-describedby={undefined}
          onScroll={onScroll}
          onOpenAutoFocus={(event) => {
            focusReturn.capture();
            // The search field, not the first button: typing is what the customer came for. It is
            // at the top, in view: no scrolling to it, whose layout the browser would force in
            // the opening's task.
            event.preventDefault();
            input.current?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={focusReturn.restore}
        >
          <Top>
            <Row>
              <Title>{screenLabels.PRODUCTS}</Title>
              <CloseButton>{uiMessages.CLOSE}</CloseButton>
            </Row>
            <SearchRow>
              <SearchBar
                inputRef={input}
                value={text}
                onChange={(value) => {
                  setText(value);
                  setTyped(true);
                }}
                onSubmit={(value) => submit(value, true)}
              />
            </SearchRow>
          </Top>
          <Page>
            {/* Nothing on screen moves when something arrives late (a layout shift, where a tap
                meant for one thing lands on another): the suggestions that come while typing
                go below the hint, and a search's suggestions and categories, which come with
                its results, go in the results' column, below the count, Filtrer and Trier. */}
            {state.mode === 'idle' && <Message>{overlayMessages.START_HINT}</Message>}
            {(!searching || state.status === 'failed') && chips}
            {state.error !== null && (
              <Alert role="alert" lang={languageOf(state.error)}>
                {state.error}
              </Alert>
            )}
            {state.status === 'failed' && (
              <div>
                <Button variant="secondary" onClick={overlay.retry}>
                  {overlayMessages.RETRY}
                </Button>
              </div>
            )}
            {searching && state.status !== 'failed' && (
              <Toolbar>
                <Count aria-live="polite">{countText}</Count>
                <ToolbarEnd>
                  {/* There from the start of a search, as the sidebar on a desktop: inserted with
                      the results, it would push Trier aside (a layout shift). */}
                  {isMobile && (
                    <FilterButton
                      type="button"
                      aria-haspopup="dialog"
                      onClick={() => setFiltersOpen(true)}
                    >
                      {overlayMessages.FILTER_BUTTON}
                    </FilterButton>
                  )}
                  <Menu
                    label={overlayMessages.SORT}
                    items={overlay.sortOptions.map((option) => ({
                      id: option.key,
                      label: option.label,
                    }))}
                    value={overlay.sortKey}
                    onValueChange={overlay.setSort}
                    align="end"
                  />
                </ToolbarEnd>
              </Toolbar>
            )}
            {searching && state.status !== 'failed' && (
              <Body>
                {/* Always beside the results, so that they never move sideways when a search's
                    facets arrive (or go, when it has none). */}
                {!isMobile && <FilterSidebar {...filterProps} />}
                <Results>
                  {state.status === 'loading' ? (
                    <LoadingText>{overlayMessages.LOADING_ITEMS}</LoadingText>
                  ) : (
                    <>
                      {chips}
                      <ScopeCards
                        scopes={state.scopes}
                        onChoose={(scope) => {
                          setText('');
                          setTyped(false);
                          overlay.navigate(scope.id);
                        }}
                      />
                      <ProductGrid
                        products={state.products}
                        onView={view}
                        onAdd={add}
                        hasMore={overlay.hasMore}
                        onLoadMore={overlay.loadMore}
                        scrollRoot={scroller}
                        endMessage={endMessage}
                        staff={staff}
                      />
                    </>
                  )}
                  {state.status === 'loadingMore' && (
                    <LoadingText>{overlayMessages.LOADING_ITEMS}</LoadingText>
                  )}
                  {noResults && (
                    <div>
                      <Message>{overlayMessages.NO_RESULTS}</Message>
                      <Message>{overlayMessages.NO_RESULTS_HINT}</Message>
                    </div>
                  )}
                </Results>
              </Body>
            )}
          </Page>
          {scrolledDown && (
            <BackToTop type="button" onClick={backToTop}>
              <ArrowUp />
              <VisuallyHidden>{overlayMessages.BACK_TO_TOP}</VisuallyHidden>
            </BackToTop>
          )}
          {isMobile && (
            <FilterDrawer open={filtersOpen} onOpenChange={setFiltersOpen} {...filterProps} />
          )}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
