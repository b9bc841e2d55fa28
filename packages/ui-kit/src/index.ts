/**
 * @ldn/ui-kit: the theme and the accessible, presentational components of the birth-list front end.
 * Props in, callbacks out; every rule and spec text comes from @ldn/domain. Each area re-exports
 * its names explicitly (house style rule 2).
 */

// --- theme ---
export { theme } from './theme/theme';
export type { Theme } from './theme/theme';
export { ThemeProvider } from './theme/theme-provider';
export type { ThemeProviderProps } from './theme/theme-provider';
export { GlobalStyle } from './theme/global-style';

// --- links (the app injects its router's link) ---
export { LinkProvider, AppLink, useLinkComponent } from './link/link-context';
export type { LinkComponent, LinkProps, LinkProviderProps } from './link/link-context';
export { buttonLinkStyle } from './link/button-link-style';

// --- messages (texts the domain lacks) ---
export { uiMessages, cartButtonName } from './messages';
export type { UiMessageCode } from './messages';
export { popupMessages } from './popup-messages';
export type { PopupMessageCode } from './popup-messages';

// --- primitives ---
export { Button } from './primitives/button';
export type { ButtonProps, ButtonVariant } from './primitives/button';
export { Spinner, LoadingText } from './primitives/spinner';
export type { SpinnerProps, LoadingTextProps } from './primitives/spinner';
export { VisuallyHidden } from './primitives/visually-hidden';
export type { VisuallyHiddenProps } from './primitives/visually-hidden';
export { CloseButton, Dialog } from './primitives/dialog';
export type { DialogProps } from './primitives/dialog';
export { Drawer } from './primitives/drawer';
export type { DrawerProps, DrawerSide } from './primitives/drawer';
export { Menu } from './primitives/menu';
export type { MenuProps, MenuItem } from './primitives/menu';

// --- toasts ---
export { toast, createToastStore } from './toast/toast-store';
export type { ToastItem, ToastStore, ToastVariant } from './toast/toast-store';
export { useToast } from './toast/use-toast';
export type { UseToast } from './toast/use-toast';
export { Toaster } from './toast/toaster';
export { DeferredToaster, whenIdle } from './toast/deferred-toaster';
export type { ToasterProps } from './toast/toaster';

// --- code loaded on demand, rendered at once when it was loaded ahead ---
export { lazyWithPreload, preloadsSettled } from './lazy/lazy-with-preload';
export type { PreloadableComponent } from './lazy/lazy-with-preload';
export { useOpenedApart } from './lazy/use-opened-apart';
export { portalContainer } from './primitives/portal-container';

// --- layout: bars, drawer, footer, banner ---
export { TopBar } from './layout/top-bar';
export type { TopBarProps } from './layout/top-bar';
export { BottomBar } from './layout/bottom-bar';
export type { BottomBarProps } from './layout/bottom-bar';
export { CartBar } from './layout/cart-bar';
export type { CartBarProps } from './layout/cart-bar';
export { AppDrawer } from './layout/app-drawer';
export type { AppDrawerProps } from './layout/app-drawer';
export { Footer } from './layout/footer';
export type { FooterProps } from './layout/footer';
export { EnvironmentBanner } from './layout/environment-banner';
export type { EnvironmentBannerProps } from './layout/environment-banner';
export { SkipLink } from './layout/skip-link';
export type { SkipLinkProps } from './layout/skip-link';
export { Page, PAGE_WIDTHS } from './layout/page';
export type { PageProps, PageWidth } from './layout/page';
export { cardGrid } from './layout/card-grid';
export { cardStyle } from './layout/card-style';
export { TitledSection } from './layout/titled-section';
export type { TitledSectionProps } from './layout/titled-section';
export { MenuEntryView } from './layout/menu-entry-view';
export {
  createScreenActions,
  ScreenActionsProvider,
  useScreenActions,
  useScreenAction,
  useScreenActionStates,
} from './layout/screen-actions';
export type {
  ScreenActions,
  ScreenActionHandler,
  ScreenActionOptions,
  ScreenActionState,
  ScreenActionStates,
  ScreenActionsProviderProps,
} from './layout/screen-actions';
export type { MenuEntryViewProps } from './layout/menu-entry-view';

// --- popups of [S2.50] ---
export { CountryConfirmPopup } from './popups/country-confirm-popup';
export type { CountryConfirmPopupProps } from './popups/country-confirm-popup';
export { UnavailableCountryPopup } from './popups/unavailable-country-popup';
export type { UnavailableCountryPopupProps } from './popups/unavailable-country-popup';
export { AlreadyInListPopup } from './popups/already-in-list-popup';
export type { AlreadyInListPopupProps } from './popups/already-in-list-popup';
export { ProductAddedPopup } from './popups/product-added-popup';
export type { ProductAddedPopupProps, SaveStatus } from './popups/product-added-popup';
export { WalletPopup } from './popups/wallet-popup';
export type { WalletPopupProps } from './popups/wallet-popup';
export { CartErrorPopup } from './popups/cart-error-popup';
export type { CartErrorPopupProps, RefusedItem } from './popups/cart-error-popup';
export { ContributionPopup } from './popups/contribution-popup';
export type { ContributionPopupProps } from './popups/contribution-popup';
export {
  deferUntilOpen,
  DeferredAppDrawer,
  DeferredContributionPopup,
  DeferredDrawer,
} from './popups/deferred-popups';
export {
  DeferredAlreadyInListPopup,
  DeferredCountryConfirmPopup,
  DeferredProductAddedPopup,
  DeferredUnavailableCountryPopup,
} from './popups/deferred-flow-popups';

// --- inputs ---
export { TextField } from './inputs/text-field';
export type { TextFieldProps } from './inputs/text-field';
export { PasswordField } from './inputs/password-field';
export type { PasswordFieldProps } from './inputs/password-field';
export type { FieldBaseProps } from './inputs/validated-input';
export { EmailField } from './inputs/email-field';
export type { EmailFieldProps } from './inputs/email-field';
export { PhoneField } from './inputs/phone-field';
export type { PhoneFieldProps } from './inputs/phone-field';
export { PriceField } from './inputs/price-field';
export type { PriceFieldProps } from './inputs/price-field';
export { QuantityStepper } from './inputs/quantity-stepper';
export type { QuantityStepperProps } from './inputs/quantity-stepper';
export { CommentField } from './inputs/comment-field';
export type { CommentFieldProps } from './inputs/comment-field';
export { TextAreaField } from './inputs/text-area-field';
export type { TextAreaFieldProps } from './inputs/text-area-field';
export { Checkbox, CHECKBOX_BOX_PX } from './inputs/checkbox';
export type { CheckboxProps } from './inputs/checkbox';
export { ToggleLabel } from './inputs/toggle-label';
export { RadioGroup } from './inputs/radio-group';
export type { RadioGroupProps, RadioOption } from './inputs/radio-group';
export { WalletAmountField, payableWalletCents } from './inputs/wallet-amount-field';
export type { WalletAmountFieldProps } from './inputs/wallet-amount-field';

// --- display ---
export { AvailabilityBadge } from './display/availability-badge';
export type { AvailabilityBadgeProps } from './display/availability-badge';
export { HeaderIllustration } from './display/header-illustration';
export type { HeaderIllustrationProps } from './display/header-illustration';

// --- server rendering ---
export {
  ServerViewportProvider,
  useServerViewportSize,
  useServerViewportWidth,
} from './viewport/server-viewport';
export { useIsDesktop, useMinWidth } from './viewport/use-min-width';
export type {
  ServerViewport,
  ServerViewportProviderProps,
  ViewportSize,
} from './viewport/server-viewport';
