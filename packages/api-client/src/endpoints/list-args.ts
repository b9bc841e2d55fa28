/** A list of the lists API. */
export interface ListArgs {
  readonly listId: string;
}

/** One item of a list. */
export interface ItemArgs extends ListArgs {
  readonly codeAx: string;
}
