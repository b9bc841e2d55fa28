/** What the stubbed screens of a wiring test receive (the props the kiosk's routes pass). */
export interface StubProps {
  readonly barShowsAction?: boolean;
  readonly storeCode?: string | null;
  readonly onOpenProducts?: (navigateTo?: string) => void;
  readonly cart?: unknown;
  readonly closeList?: unknown;
}

/**
 * A feature screen replaced by its name as the page's heading, and what the route gave it: the
 * kiosk's routes are tested for their wiring, the screens by their own packages.
 */
export function screenStub(name: string) {
  return function StubScreen(props: StubProps) {
    return (
      <section>
        <h1>{name}</h1>
        {props.barShowsAction === false && <p>Boutons de la page</p>}
        {props.storeCode !== undefined && <p>Magasin {props.storeCode ?? 'aucun'}</p>}
        {props.cart !== undefined && <p>Panier du magasin</p>}
        {props.closeList !== undefined && <p>Clôture</p>}
        {props.onOpenProducts && (
          <button type="button" onClick={() => props.onOpenProducts?.()}>
            Produits
          </button>
        )}
      </section>
    );
  };
}
