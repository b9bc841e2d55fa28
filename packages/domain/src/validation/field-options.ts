/** Options shared by every field validator of this folder. */
export interface FieldOptions {
  /**
   * When true, an empty (or blank) value is an error; when false or absent, an empty value is
   * valid and only a non-empty value is checked against the field's rule ([S5.8] [S5.10]).
   */
  readonly required?: boolean | undefined;
}
