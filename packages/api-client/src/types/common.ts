/** [S7.29] The running application's version. */
export interface VersionResult {
  readonly version: string;
}

/** [S7.48] The public IP look-up. */
export interface IpResult {
  readonly ip: string;
}

/** The body of every error answer of our API. */
export interface ApiErrorBody {
  readonly status: number;
  /** Stable machine-readable code, e.g. LIST_CLOSED. */
  readonly code: string;
  /** Fit to show (French for the deliberate refusals). */
  readonly message: string;
}
