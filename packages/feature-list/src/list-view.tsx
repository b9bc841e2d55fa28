import type { BirthList } from '@ldn/api-client';
import { formatDateFr, listPhaseOf, screenLabels } from '@ldn/domain';
import {
  Button,
  DeferredDrawer as Drawer,
  useIsDesktop,
  VisuallyHidden,
  whenIdle,
} from '@ldn/ui-kit';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  activeFilterCount,
  DEFAULT_LIST_FILTER_STATE,
  type ListFilterState,
} from './list-filter-state';
import { ListHeader } from './list-header';
import { closedOnText, listMessages, resultCountText, showResultsText } from './messages';
import { ProductGrid } from './product-grid';

/**
 * [S2.39] The suggestions are the owner's only (adding products): downloaded when his open list is
 * shown, never by a relative opening a shared list.
 */
const Suggestions = lazy(() =>
  import('./suggestions').then((module) => ({ default: module.Suggestions })),
);

const loadFilterPanel = () =>
  import('./list-filter-panel').then((module) => ({ default: module.ListFilterPanel }));
/**
 * [S3.10] The filters and sorts: not in the list page's first download (a relative opens the list
 * to see its products). Fetched at once on a computer (the side panel), once the browser is idle
 * after the first paint on a phone (the drawer is closed).
 */
const ListFilterPanel = lazy(loadFilterPanel);

/** [S2.39] Who looks at the list: its owner (or staff acting for him), or a relative. */
export type ListVariant = 'owner' | 'guest';

const Content = styled.div`
  box-sizing: border-box;
  max-width: ${({ theme }) => theme.layout.contentMaxWidthPx}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;

const SidePanel = styled.aside`
  align-self: start;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Products = styled.section<{ $updating: boolean }>`
  min-width: 0;
  opacity: ${({ $updating }) => ($updating ? 0.6 : 1)};
  transition: opacity 150ms ease-out;
`;

const Notice = styled.div<{ $tone: 'muted' | 'info' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'info' ? theme.colors.surfaceAlt : theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
  p + p,
  p + button {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const DrawerFooter = styled.div`
  position: sticky;
  bottom: 0;
  padding-top: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export interface ListViewProps {
  readonly list: BirthList;
  readonly variant: ListVariant;
  /** [S3.10] The filters and sort of the products shown (the read already applied them). */
  readonly filterState: ListFilterState;
  readonly onFilterChange: (state: ListFilterState) => void;
  /** The products are being read again with new filters: the previous ones stay, dimmed. */
  readonly updating?: boolean;
  /** [S3.6] Messages received, once the app knows them. */
  readonly messageCount?: number | undefined;
  /** [S2.49] Opens the products overlay (navigation mode on a category when given). Owner only. */
  readonly onOpenProducts?: ((navigateTo?: string) => void) | undefined;
  /** [S2.38] Opens the list form on this list. Owner only. */
  readonly onEditList?: (() => void) | undefined;
  /** [S4.1] The draft's publish banner (the connected `PublishBanner`). */
  readonly publishBanner?: ReactNode;
  /**
   * [S2.59] [S6.3] Opens the contribution popup. A relative on a computer has no bottom bar: the
   * page then shows 'Participer à la cagnotte' itself (Validée lists).
   */
  readonly onParticipate?: (() => void) | undefined;
  /** Forces the layout (stories); the window's width decides otherwise. */
  readonly layout?: 'mobile' | 'desktop' | undefined;
  /**
   * [S6.4] Staff acting for the customer (the owner's variant): the owner's words become staff
   * labels ('Modifier la liste du client').
   */
  readonly staff?: boolean | undefined;
}

/**
 * [S2.39] The list view, owner and guest variants: header [S3.4], the draft's publish banner or the
 * closed notice [S4.1], the products by category with their count, filters and sorts [S3.10] (a
 * side panel on desktop, a drawer on phones), and the owner's suggestions. A closed list is reduced:
 * no adding, no editing, no suggestions.
 */
export function ListView({
  list,
  variant,
  filterState,
  onFilterChange,
  updating = false,
  messageCount,
  onOpenProducts,
  onEditList,
  publishBanner,
  layout,
  onParticipate,
  staff = false,
}: ListViewProps) {
  const windowIsDesktop = useIsDesktop();
  const isDesktop = layout === undefined ? windowIsDesktop : layout === 'desktop';
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A reset from outside the panel (the no-result notice) also clears its typed prices.
  const [panelKey, setPanelKey] = useState(0);
  useEffect(() => whenIdle(() => void loadFilterPanel()), []);

  const owner = variant === 'owner';
  const phase = listPhaseOf(list.informations.status);
  const open = phase !== 'closed';
  const { products, informations } = list;
  // The owner adds products to an open list only.
  const openProducts = owner && open ? onOpenProducts : undefined;
  const filtersTitleId = useId();
  const productsTitleId = useId();
  const grouped = filterState.orderBy === 'category';
  const filterCount = activeFilterCount(filterState);

  const reset = () => {
    setPanelKey((key) => key + 1);
    onFilterChange(DEFAULT_LIST_FILTER_STATE);
  };

  const ownerActions = owner && open && (onEditList || openProducts) && (
    <>
      {openProducts && <Button onClick={() => openProducts()}>{listMessages.ADD_PRODUCTS}</Button>}
      {onEditList && (
        <Button variant="secondary" onClick={onEditList}>
          {staff ? listMessages.EDIT_CUSTOMER_LIST : listMessages.EDIT_MY_LIST}
        </Button>
      )}
    </>
  );

  const guestActions = !owner && phase === 'published' && isDesktop && onParticipate && (
    <Button onClick={onParticipate}>{screenLabels.PARTICIPATE_TO_WALLET}</Button>
  );

  const panel = (
    <Suspense fallback={null}>
      <ListFilterPanel
        key={panelKey}
        state={filterState}
        onChange={onFilterChange}
        categories={informations.categories}
        canFilterPrivate={owner}
      />
    </Suspense>
  );

  const filterButtonLabel =
    filterCount > 0
      ? `${listMessages.FILTER_AND_SORT} (${filterCount})`
      : listMessages.FILTER_AND_SORT;

  const productsPart = (
    <Products aria-labelledby={productsTitleId} aria-busy={updating} $updating={updating}>
      <VisuallyHidden asChild>
        <h2 id={productsTitleId}>{listMessages.PRODUCTS_LIST}</h2>
      </VisuallyHidden>
      <Toolbar>
        <Count role="status">
          {updating
            ? listMessages.UPDATING
            : resultCountText(products.items.length, products.nbItems)}
        </Count>
        {!isDesktop && (
          <Drawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            title={listMessages.FILTER_AND_SORT}
            side="right"
            trigger={<Button variant="secondary">{filterButtonLabel}</Button>}
          >
            {panel}
            <DrawerFooter>
              <Button fullWidth onClick={() => setDrawerOpen(false)}>
                {showResultsText(products.items.length)}
              </Button>
            </DrawerFooter>
          </Drawer>
        )}
      </Toolbar>
      {products.items.length === 0 ? (
        <Notice $tone="muted">
          <p>{listMessages.NO_RESULT}</p>
          <Button variant="secondary" onClick={reset}>
            {listMessages.RESET}
          </Button>
        </Notice>
      ) : (
        <ProductGrid
          listId={list.id}
          groups={grouped ? products.itemsByCategory : null}
          items={products.items}
          showPrivateMark={owner}
          onAddInCategory={openProducts && ((category) => openProducts(category))}
        />
      )}
    </Products>
  );

  return (
    <>
      <ListHeader
        list={list}
        showGatheredAmount={owner}
        messageCount={messageCount}
        actions={ownerActions || guestActions || undefined}
      />
      <Content>
        {owner && phase === 'draft' && publishBanner}
        {phase === 'closed' && (
          <Notice $tone="info" role="note">
            <p>{listMessages.CLOSED_NOTICE}</p>
            {informations.closingDate !== null && (
              <p>{closedOnText(formatDateFr(informations.closingDate))}</p>
            )}
          </Notice>
        )}
        {products.nbItems === 0 ? (
          <Notice $tone="muted">
            <p>
              {!owner
                ? listMessages.NO_PRODUCT_GUEST
                : staff
                  ? listMessages.NO_PRODUCT_STAFF
                  : listMessages.NO_PRODUCT_OWNER}
            </p>
          </Notice>
        ) : isDesktop ? (
          <Columns>
            <SidePanel aria-labelledby={filtersTitleId}>
              <h2 id={filtersTitleId}>{listMessages.FILTER_AND_SORT}</h2>
              {panel}
            </SidePanel>
            {productsPart}
          </Columns>
        ) : (
          productsPart
        )}
        {openProducts && (
          <Suspense fallback={null}>
            <Suggestions present={informations.categories} onOpenProducts={openProducts} />
          </Suspense>
        )}
      </Content>
    </>
  );
}
