/**
 * @ldn/feature-account: the parent's account screens: Home (the dashboard), the list create/edit
 * form and Parameters. Named re-exports (house style rule 2).
 */

// --- Home [S2.36] ---
export { HomeScreen, CREATE_LIST_PARAM } from './home/home-screen';
export type { HomeScreenProps } from './home/home-screen';
export { HomeView } from './home/home-view';
export type { HomeViewProps, HomeListsStatus } from './home/home-view';

// --- the list create/edit form [S2.38] ---
export { ListFormDialog } from './list-form/list-form-dialog';
export type { ListFormDialogProps } from './list-form/list-form-dialog';
export { ListFormView } from './list-form/list-form-view';
export type { ListFormViewProps, ListFormMode } from './list-form/list-form-view';
export {
  emptyListFormValues,
  listFormValuesFrom,
  validateListForm,
  firstInvalidField,
  birthdayToSave,
  toCreateBody,
  toUpdateBody,
  LIST_FORM_CHECKED_FIELDS,
  LIST_FORM_MAX_LENGTHS,
} from './list-form/list-form-values';
export type {
  ListFormValues,
  ListFormErrors,
  ListFormCheckedField,
} from './list-form/list-form-values';

// --- the contact store picker [S2.38] [S2.45] [S7.47] ---
export { StorePickerView, storeDescription } from './store-picker/store-picker-view';
export type { StorePickerViewProps, StoreSearchStatus } from './store-picker/store-picker-view';
export { useStorePicker } from './store-picker/use-store-picker';
export type { StorePickerState } from './store-picker/use-store-picker';

// --- Parameters [S2.45] ---
export { ParametersScreen } from './parameters/parameters-screen';
export type { ParametersScreenProps } from './parameters/parameters-screen';
export { ParametersView } from './parameters/parameters-view';
export type { ParametersViewProps, ParametersValues } from './parameters/parameters-view';
export { AccountSecurityScreen } from './parameters/account-security-screen';
export { AccountSecurityView } from './parameters/account-security-view';
export type { AccountSecurityViewProps } from './parameters/account-security-view';

// --- the co-parent (Parameters, the invitation page) ---
export { CoParentSection } from './co-parent/co-parent-section';
export type { CoParentSectionProps } from './co-parent/co-parent-section';
export { CoParentView } from './co-parent/co-parent-view';
export type { CoParentViewProps } from './co-parent/co-parent-view';
export { InvitationScreen } from './co-parent/invitation-screen';
export { InvitationView } from './co-parent/invitation-view';
export type { InvitationViewProps } from './co-parent/invitation-view';

// --- endpoints, texts ---
export { apiErrorMessage, apiErrorCode } from './api-error';
export {
  accountMessages,
  welcomeText,
  greeting,
  activeListsText,
  distanceText,
  fullName,
} from './messages';
export type { AccountMessageCode } from './messages';
