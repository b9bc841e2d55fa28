import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * The props the ui-kit gives a link: an in-app `href` (a path built by the domain's `hrefFor`) and
 * the usual anchor attributes. The app adapts its router's link to it, e.g. for react-router:
 * `({ href, ...rest }) => <Link to={href} {...rest} />`.
 */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  readonly href: string;
  readonly children?: ReactNode;
};

export type LinkComponent = ComponentType<LinkProps>;

/** The default: a plain anchor, so the kit works without a router (stories, tests). */
function PlainLink({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** The component that renders in-app links (the router's link). */
  readonly component: LinkComponent;
  readonly children?: ReactNode;
}

/** Lets the app render every in-app link of the kit with its router's link. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component in use: the provider's, or a plain `<a href>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

/** An in-app link rendered through the injected link component. */
export function AppLink(props: LinkProps) {
  const Link = useLinkComponent();
  // eslint-disable-next-line react-hooks/static-components -- the app's link from context, made once
  return <Link {...props} />;
}
