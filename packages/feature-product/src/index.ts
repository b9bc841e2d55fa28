/**
 * @ldn/feature-product: the product pages (ViewFromList, ViewFromClosedList, EditProduct,
 * ViewFromSearch) and the add-to-list flow with its popups. Named re-exports (house style rule 2).
 */

// --- the screens (connected: route params, api-client hooks; app-level props) ---
export { ViewFromListScreen } from './screens/view-from-list-screen';
export type { ListCart, ViewFromListScreenProps } from './screens/view-from-list-screen';
export { ViewFromClosedListScreen } from './screens/view-from-closed-list-screen';
export type { ViewFromClosedListScreenProps } from './screens/view-from-closed-list-screen';
export { ViewFromSearchScreen } from './screens/view-from-search-screen';
export type { ViewFromSearchScreenProps } from './screens/view-from-search-screen';
export { EditProductScreen } from './screens/edit-product-screen';
export type { EditProductScreenProps } from './screens/edit-product-screen';

// --- the presentational views (stories, other hosts) ---
export { ProductLayout } from './product-page/product-layout';
export type { ProductLayoutProps } from './product-page/product-layout';
export { AddProductView, addRefusal } from './product-page/add-product-view';
export type { AddProductViewProps } from './product-page/add-product-view';
export { ListProductView } from './product-page/list-product-view';
export type { ListProductViewProps } from './product-page/list-product-view';
export { EditProductView, saveRefusal } from './product-page/edit-product-view';
export type { EditProductViewProps } from './product-page/edit-product-view';
export { ProductChoicesForm } from './product-page/product-choices-form';
export type { ProductChoices, ProductChoicesFormProps } from './product-page/product-choices-form';
export { VariantPicker } from './product-page/variant-picker';
export type { VariantPickerProps } from './product-page/variant-picker';

// --- the add-to-list flow [S4.11] ---
export { AddToListFlow, useAddToList } from './add-to-list/add-to-list-flow';
export type { AddToList, AddToListFlowProps, StartFlow } from './add-to-list/add-to-list-flow';
export { defaultListIdOf } from './add-to-list/add-to-list-engine';
export {
  addToListReducer,
  initialAddToListMachine,
  isFlowBusy,
  usableCurrentList,
  COUNTRY_UNKNOWN_CODE,
  UNAVAILABLE_COUNTRY_CODE,
} from './add-to-list/add-to-list-machine';
export type {
  AddToListProduct,
  AddToListChoices,
  AddToListOptions,
  AddToListMachine,
  FlowState,
  FlowStep,
  FlowEvent,
  FlowEffect,
  FlowItem,
  FlowProduct,
  FlowRequest,
  FlowSaveStatus,
  ItemPatch,
} from './add-to-list/add-to-list-machine';
export { scrollToProductWhenShown, SCROLL_WAIT_MS } from './add-to-list/scroll-to-product';

// --- the product model ---
export {
  detailsOfProduct,
  detailsOfListItem,
  variantOptions,
  distinctValues,
  pickVariant,
  stockAllowsAction,
} from './product-model';
export type { ProductDetails, VariantOption } from './product-model';

// --- texts ---
export { productMessages, screenKickers, countText } from './messages';
export type { ProductMessageCode } from './messages';
