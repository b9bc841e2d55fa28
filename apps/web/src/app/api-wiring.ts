/** [S7.1] The api client wired to the shell: `@ldn/app-shell`'s, shared with the kiosk. */
export { wireApiClient } from '@ldn/app-shell';
